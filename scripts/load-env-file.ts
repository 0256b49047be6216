// Imported first by `npm start` and the operator commands: loads ./.env into the environment when
// it exists, as Node's --env-file-if-exists=.env does but without its notice when there is none.
// A variable already set in the real environment wins (process.loadEnvFile never overwrites one).
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
