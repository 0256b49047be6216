import { once } from "node:events";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { childProcessEnvironment, ConfigError, expressTrustProxy, readServerConfig, readToolingConfig } from "~/.server/config";

describe("server configuration", () => {
  it("runs with no configuration at all: embedded database under ./data", () => {
    expect(readServerConfig({})).toEqual({
      production: false,
      port: 3000,
      host: undefined,
      trustProxy: undefined,
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      databasePoolSize: undefined,
      publicUrl: undefined,
      smtpUrl: undefined,
      mailFrom: '"Campo & Industria" <no-responder@campoindustria.com.uy>',
      contactInbox: undefined,
      adminEmail: undefined,
      adminRequire2fa: false,
      betterAuthSecret: undefined,
      mailOutboxPollMs: undefined,
      logLevel: "info",
      logSampleHits: 1,
      drainSeconds: 10,
      historyVersionsKept: 50,
      trashDays: 30,
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

  it("reads LOG_LEVEL as one of pino's levels and refuses anything else", () => {
    expect(readServerConfig({ LOG_LEVEL: "debug" }).logLevel).toBe("debug");
    expect(readServerConfig({ LOG_LEVEL: " WARN " }).logLevel).toBe("warn");
    expect(readServerConfig({ LOG_LEVEL: "silent" }).logLevel).toBe("silent");
    expect(() => readServerConfig({ LOG_LEVEL: "verbose" })).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    );
    expect(readServerConfig({ NODE_ENV: "production" }).production).toBe(true);
  });

  it("reads LOG_SAMPLE_HITS as a share from 0 to 1 and refuses anything else", () => {
    expect(readServerConfig({ LOG_SAMPLE_HITS: "0.1" }).logSampleHits).toBe(0.1);
    expect(readServerConfig({ LOG_SAMPLE_HITS: "0" }).logSampleHits).toBe(0);
    expect(readServerConfig({ LOG_SAMPLE_HITS: "1" }).logSampleHits).toBe(1);
    for (const wrong of ["10%", "1.5", "-0.1", "half"])
      expect(() => readServerConfig({ LOG_SAMPLE_HITS: wrong }), wrong).toThrow(/LOG_SAMPLE_HITS must be a number from 0 to 1/);
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
    expect(() => readServerConfig({ AWS_ENDPOINT_URL_S3: "ftp://files.example.com" })).toThrow(
      /AWS_ENDPOINT_URL_S3 must be an absolute http\(s\) URL/,
    );
  });

  it("refuses one AWS key without the other, which the SDK would ignore in silence", () => {
    expect(() => readServerConfig({ UPLOADS_BUCKET: "campo-uploads", AWS_ACCESS_KEY_ID: "key" })).toThrow(
      "AWS_SECRET_ACCESS_KEY must be set too when AWS_ACCESS_KEY_ID is (or leave both unset to use the machine's role).",
    );
    expect(() => readServerConfig({ UPLOADS_BUCKET: "campo-uploads", AWS_SECRET_ACCESS_KEY: "secret" })).toThrow(
      "AWS_ACCESS_KEY_ID must be set too when AWS_SECRET_ACCESS_KEY is (or leave both unset to use the machine's role).",
    );
    expect(readServerConfig({ UPLOADS_BUCKET: "campo-uploads" }).uploads.accessKeyId).toBeUndefined();
  });

  it("reads the drain period after SIGTERM as whole seconds, 0 to close at once", () => {
    expect(readServerConfig({ DRAIN_SECONDS: "25" }).drainSeconds).toBe(25);
    expect(readServerConfig({ DRAIN_SECONDS: "0" }).drainSeconds).toBe(0);
    expect(() => readServerConfig({ DRAIN_SECONDS: "1.5" })).toThrow(
      'DRAIN_SECONDS must be a whole number of seconds from 0 to 3600, got "1.5".',
    );
    expect(() => readServerConfig({ DRAIN_SECONDS: "7200" })).toThrow(/DRAIN_SECONDS must be a whole number of seconds from 0 to 3600/);
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

  it("reads the port, the bucket settings and the log level", () => {
    const config = readServerConfig({
      PORT: "0",
      NODE_ENV: "production",
      LOG_LEVEL: "debug",
      UPLOADS_BUCKET: "site-uploads",
      UPLOADS_PUBLIC_URL: "https://cdn.campo.example/uploads/",
      AWS_REGION: "auto",
      AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9000",
      AWS_ACCESS_KEY_ID: "key",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.port).toBe(0);
    expect(config.production).toBe(true);
    expect(config.logLevel).toBe("debug");
    expect(config.uploads).toEqual({
      bucket: "site-uploads",
      publicUrl: "https://cdn.campo.example/uploads",
      region: "auto",
      endpoint: "http://127.0.0.1:9000",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
  });

  it("accepts the trust proxy forms Express knows and hands hop counts over as numbers", () => {
    for (const value of ["1", "true", "loopback", "loopback, 10.0.0.0/8", "::1"]) {
      expect(readServerConfig({ TRUST_PROXY: value }).trustProxy).toBe(value);
    }
    expect(expressTrustProxy("2")).toBe(2);
    expect(expressTrustProxy("true")).toBe(true);
    expect(expressTrustProxy("loopback")).toBe("loopback");
    expect(() => readServerConfig({ TRUST_PROXY: "the proxy" })).toThrow(/TRUST_PROXY/);
  });

  it("makes Express trust one proxy hop for TRUST_PROXY=1 (as a string, Express would read an address)", async () => {
    const app = express();
    app.set("trust proxy", expressTrustProxy(readServerConfig({ TRUST_PROXY: "1" }).trustProxy));
    app.get("/", (req, res) => {
      res.send(req.ip);
    });
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": "203.0.113.7" } });
      expect(await response.text()).toBe("203.0.113.7");
    } finally {
      server.close();
    }
  });

  it("takes the contact inbox and the admin address only as one plain e-mail address", () => {
    expect(readServerConfig({ CONTACT_INBOX: " ventas@campo.example " }).contactInbox).toBe("ventas@campo.example");
    expect(readServerConfig({ ADMIN_EMAIL: "Editor@Campo.example" }).adminEmail).toBe("editor@campo.example");
    expect(() => readServerConfig({ CONTACT_INBOX: "ventas@campo.example, jefe@campo.example" })).toThrow(
      /CONTACT_INBOX must be exactly one e-mail address/,
    );
    expect(() => readServerConfig({ ADMIN_EMAIL: "editor" })).toThrow(/ADMIN_EMAIL/);
  });

  it("lists every wrong variable on its own line, without echoing secrets", () => {
    let error: unknown;
    try {
      readServerConfig({
        PORT: "abc",
        PUBLIC_URL: "ftp://x",
        BETTER_AUTH_SECRET: "short-secret",
        SMTP_URL: "mail.example.com",
        LOG_LEVEL: "loud",
        NODE_ENV: "prod",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      'NODE_ENV must be production, development or test, got "prod".',
      'PORT must be a port number from 0 to 65535, got "abc".',
      'PUBLIC_URL must be an absolute http(s) URL such as https://www.example.com, got "ftp://x".',
      "SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465.",
      "BETTER_AUTH_SECRET must be at least 32 characters long (try: openssl rand -base64 32).",
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud".',
    ]);
    expect(message).toBe(problems.join("\n"));
    expect(message).not.toContain("short-secret");
  });

  it("reads the metrics token, refusing a short one without echoing it", () => {
    expect(readServerConfig({}).metricsToken).toBeUndefined();
    expect(readServerConfig({ METRICS_TOKEN: "a".repeat(24) }).metricsToken).toBe("a".repeat(24));
    expect(() => readServerConfig({ METRICS_TOKEN: "tokencorto" })).toThrow(
      new ConfigError(["METRICS_TOKEN must be at least 24 characters long (try: openssl rand -hex 32)."]),
    );
  });

  it("parses process.env once and returns the same frozen object until a variable changes", () => {
    const first = readServerConfig();
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.uploads)).toBe(true);
    expect(readServerConfig()).toBe(first);
    const saved = process.env.PORT;
    process.env.PORT = "4123";
    try {
      expect(readServerConfig().port).toBe(4123);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });
});

describe("tooling configuration and child processes", () => {
  it("drives Debian's Chromium and its headless shell unless CHROMIUM_PATH or CHROMIUM_HEADLESS_SHELL_PATH names another binary", () => {
    const debian = { chromiumPath: "/usr/bin/chromium", headlessShellPath: "/usr/bin/chromium-headless-shell" };
    expect(readToolingConfig({})).toEqual(debian);
    expect(readToolingConfig({ CHROMIUM_PATH: " ", CHROMIUM_HEADLESS_SHELL_PATH: "" })).toEqual(debian);
    expect(readToolingConfig({ CHROMIUM_PATH: "/opt/chromium/chrome", CHROMIUM_HEADLESS_SHELL_PATH: "/opt/chromium/shell" })).toEqual({
      chromiumPath: "/opt/chromium/chrome",
      headlessShellPath: "/opt/chromium/shell",
    });
  });

  it("gives a child process this environment with the overrides on top, leaving out those set to undefined", () => {
    const env = childProcessEnvironment({ PORT: "0", PATH: undefined });
    expect(env.PORT).toBe("0");
    expect("PATH" in env).toBe(false);
    expect(env.HOME).toBe(process.env.HOME);
  });
});
