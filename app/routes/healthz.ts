import { getConnection } from "~/.server/db";

// Load balancers and uptime checks: 200 when the database answers, 503 otherwise. The answer says
// nothing more (which database the site runs on is no one else's business); the reason for a 503
// goes to the log.
export async function loader() {
  const headers = { "Cache-Control": "no-store" };
  try {
    const connection = await getConnection();
    await connection.ping();
    return Response.json({ status: "ok" }, { headers });
  } catch (error) {
    console.error(
      JSON.stringify({
        time: new Date().toISOString(),
        level: "error",
        msg: "health check failed",
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return Response.json({ status: "error" }, { status: 503, headers });
  }
}
