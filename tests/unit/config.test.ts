import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readServerConfig } from "~/.server/config";

describe("server configuration", () => {
  it("runs with no configuration at all: embedded database under ./data", () => {
    expect(readServerConfig({})).toEqual({
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      databasePoolSize: undefined,
      publicUrl: undefined,
      adminEmail: undefined,
      adminRequire2fa: false,
      mailOutboxPollMs: undefined,
      uploads: {
        bucket: undefined,
        publicUrl: undefined,
        region: undefined,
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
      },
    });
  });

  it("reads the bucket for uploads from UPLOADS_BUCKET and the standard AWS variables", () => {
    const config = readServerConfig({
      UPLOADS_BUCKET: "campo-uploads",
      UPLOADS_PUBLIC_URL: "https://img.example.com/",
      AWS_REGION: "auto",
      AWS_ENDPOINT_URL_S3: "https://account.r2.cloudflarestorage.com",
      AWS_ACCESS_KEY_ID: "key",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.uploads).toEqual({
      bucket: "campo-uploads",
      publicUrl: "https://img.example.com",
      region: "auto",
      endpoint: "https://account.r2.cloudflarestorage.com",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
    expect(() => readServerConfig({ UPLOADS_PUBLIC_URL: "img.example.com" })).toThrow(ConfigError);
    expect(() => readServerConfig({ AWS_ENDPOINT_URL_S3: "ftp://files.example.com" })).toThrow("AWS_ENDPOINT_URL_S3 must start with http:// or https://");
  });

  it("resolves DATA_DIR to an absolute path and treats empty values as unset", () => {
    expect(readServerConfig({ DATA_DIR: "var/site" }).dataDir).toBe(path.resolve("var/site"));
    expect(readServerConfig({ DATA_DIR: "/srv/site-data" }).dataDir).toBe("/srv/site-data");
    expect(readServerConfig({ DATA_DIR: "", DATABASE_URL: "", PUBLIC_URL: "" })).toEqual(readServerConfig({}));
  });

  it("switches to PostgreSQL when DATABASE_URL is set", () => {
    const config = readServerConfig({ DATABASE_URL: "postgres://site@db.internal:5432/site", DATABASE_POOL_SIZE: "4" });
    expect(config.databaseUrl).toBe("postgres://site@db.internal:5432/site");
    expect(config.databasePoolSize).toBe(4);
  });

  it("reads how often the mail outbox is polled, as whole milliseconds", () => {
    expect(readServerConfig({ MAIL_OUTBOX_POLL_MS: "500" }).mailOutboxPollMs).toBe(500);
    expect(() => readServerConfig({ MAIL_OUTBOX_POLL_MS: "0.5" })).toThrow(/MAIL_OUTBOX_POLL_MS/);
  });

  it("uses PUBLIC_URL without a trailing slash as the canonical origin", () => {
    expect(readServerConfig({ PUBLIC_URL: "https://www.campo.example/" }).publicUrl).toBe("https://www.campo.example");
    expect(readServerConfig({ PUBLIC_URL: "https://www.campo.example" }).publicUrl).toBe("https://www.campo.example");
  });

  it("requires two-factor authentication for administrators in production unless an operator opts out", () => {
    expect(readServerConfig({ NODE_ENV: "production" }).adminRequire2fa).toBe(true);
    expect(readServerConfig({ NODE_ENV: "production", ADMIN_REQUIRE_2FA: "" }).adminRequire2fa).toBe(true);
    expect(readServerConfig({ NODE_ENV: "production", ADMIN_REQUIRE_2FA: "false" }).adminRequire2fa).toBe(false);
    expect(readServerConfig({ NODE_ENV: "production", ADMIN_REQUIRE_2FA: "0" }).adminRequire2fa).toBe(false);
    expect(readServerConfig({ NODE_ENV: "development" }).adminRequire2fa).toBe(false);
    expect(readServerConfig({ NODE_ENV: "test", ADMIN_REQUIRE_2FA: "true" }).adminRequire2fa).toBe(true);
    expect(readServerConfig({ ADMIN_REQUIRE_2FA: "YES" }).adminRequire2fa).toBe(true);
    // A typo must not silently switch the protection off.
    expect(() => readServerConfig({ NODE_ENV: "production", ADMIN_REQUIRE_2FA: "flase" })).toThrow(/ADMIN_REQUIRE_2FA/);
  });

  it("refuses settings that would break the site, naming the variable", () => {
    expect(() => readServerConfig({ PUBLIC_URL: "www.campo.example" })).toThrow(ConfigError);
    expect(() => readServerConfig({ PUBLIC_URL: "www.campo.example" })).toThrow(/PUBLIC_URL/);
    expect(() => readServerConfig({ PUBLIC_URL: "ftp://campo.example" })).toThrow(/PUBLIC_URL/);
    expect(() => readServerConfig({ DATABASE_POOL_SIZE: "many" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => readServerConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
