// `npm run uploads:copy-to-bucket`: copies DATA_DIR/uploads into the bucket that UPLOADS_BUCKET
// and the AWS_* variables name, keeping the same keys, so the /uploads/... URLs stored in the
// database keep working once the server runs with the bucket. Safe to repeat or resume: objects
// already there with the same size are skipped. Every file not copied gets a line saying why.
import { readServerConfig } from "../app/.server/config.ts";
import { copyUploadsToBucket, describeSkippedFiles } from "../app/.server/storage/copy-to-bucket.ts";
import { uploadsDir } from "../app/.server/storage/index.ts";
import { runOperatorCommand } from "./operator-command.ts";

await runOperatorCommand("uploads:copy-to-bucket", async () => {
  const config = readServerConfig();
  const interactive = process.stdout.isTTY;
  const report = await copyUploadsToBucket(config, ({ done, total }) => {
    const line = `${done}/${total} copiados…`;
    // On a terminal the line rewrites itself; in a log every tenth file and the last get a line.
    if (interactive) process.stdout.write(`\r${line}`);
    else if (done % 10 === 0 || done === total) console.log(line);
  });
  if (interactive && report.total > 0) process.stdout.write("\n");
  for (const line of describeSkippedFiles(report)) console.log(line);
  console.log(
    report.total === 0
      ? `No hay imágenes en ${uploadsDir(config)}: nada que copiar.`
      : `Listo: ${report.copied} copiados y ${report.skipped} ya estaban en el bucket ${config.uploads.bucket} (de ${report.total} archivos).`,
  );
});
