import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { readFormBody, UNREADABLE_FORM_MESSAGE, UNSUPPORTED_FORM_TYPE_MESSAGE } from "~/.server/security/form-body";

function post(contentType: string, body: string, accept = "application/json"): Request {
  return new Request("http://site.test/auth", { method: "POST", headers: { "content-type": contentType, accept }, body });
}

async function refusal(request: Request): Promise<unknown> {
  return readFormBody({ request, context: new RouterContextProvider() }).then(
    () => expect.fail("the body was accepted"),
    (thrown: unknown) => thrown,
  );
}

describe("readFormBody", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect(
      (
        await readFormBody({
          request: post("application/x-www-form-urlencoded; charset=UTF-8", "email=a%40b.uy"),
          context: new RouterContextProvider(),
        })
      ).get("email"),
    ).toBe("a@b.uy");
    const multipart = new FormData();
    multipart.set("email", "a@b.uy");
    const request = new Request("http://site.test/auth", { method: "POST", body: multipart });
    expect((await readFormBody({ request, context: new RouterContextProvider() })).get("email")).toBe("a@b.uy");
  });

  it.each([
    ["JSON", "application/json", '{"email":"a@b.uy"}'],
    ["plain text", "text/plain", "email=a@b.uy"],
    ["no content type", "", "email=a@b.uy"],
  ])("answers 415 in Spanish to %s, naming the accepted types", async (_label, contentType, body) => {
    const thrown = await refusal(post(contentType, body));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(415);
    expect(response.headers.get("accept")).toBe("application/x-www-form-urlencoded, multipart/form-data");
    expect(await response.json()).toEqual({ success: false, error: UNSUPPORTED_FORM_TYPE_MESSAGE });
  });

  it("answers 400 in Spanish to a multipart body that cannot be parsed", async () => {
    for (const contentType of ["multipart/form-data; boundary=cortado", "multipart/form-data"]) {
      const thrown = (await refusal(post(contentType, '--cortado\r\nContent-Disposition: form-data; name="email"\r\n\r\nx'))) as Response;
      expect(thrown.status).toBe(400);
      expect(await thrown.json()).toEqual({ success: false, error: UNREADABLE_FORM_MESSAGE });
    }
  });

  it("gives browsers the site's error page with the same status and message", async () => {
    const thrown = (await refusal(post("application/json", "{}", "text/html"))) as { type: string; data: unknown; init: ResponseInit };
    expect(thrown.type).toBe("DataWithResponseInit");
    expect(thrown.data).toBe(UNSUPPORTED_FORM_TYPE_MESSAGE);
    expect(thrown.init.status).toBe(415);
  });
});
