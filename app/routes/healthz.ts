import { getConnection } from "~/.server/db";

// Load balancers and uptime checks: 200 when the database answers, 503 otherwise.
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const connection = await getConnection();
    await connection.ping();
    return Response.json({ status: "ok", database: connection.kind }, { headers });
  } catch {
    return Response.json({ status: "error", database: "unreachable" }, { status: 503, headers });
  }
}
