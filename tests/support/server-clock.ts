import { readFileSync } from "node:fs";

// A clock the end-to-end tests control, for the server under test only: loaded with
// NODE_OPTIONS=--import by startServerWithClock() (./server-clock-control.ts), never by `npm start`
// or anything the built app imports, so no request can move a production server's clock. The
// server's Date runs ahead by the milliseconds written in TEST_CLOCK_FILE, read again on SIGUSR2.

const file = process.env.TEST_CLOCK_FILE;
if (!file) throw new Error("server-clock needs TEST_CLOCK_FILE");
let offset = 0;
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }

  // Dates made by Node itself (file times) are still dates.
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof RealDate;
  }
}

globalThis.Date = ShiftedDate as DateConstructor;
process.on("SIGUSR2", () => {
  offset = Number(readFileSync(file, "utf8")) || 0;
});
