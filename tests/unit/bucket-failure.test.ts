import { S3ServiceException } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { describeBucketFailure } from "~/.server/storage/bucket-check";

// The failures the integration tests cannot provoke on a loopback s3rver: AWS S3 answering that the
// bucket lives in another region, and an endpoint that never answers. (Wrong bucket, keys and
// endpoint run against s3rver in tests/integration/healthz.test.ts.)

const onAws = {
  bucket: "campo-uploads",
  region: "us-east-1",
  endpoint: undefined,
  accessKeyId: "AKIAEXAMPLE",
  secretAccessKey: "no-mostrar-nunca",
};

describe("what the bucket check tells the operator", () => {
  it("names AWS_REGION, and the bucket's region, when AWS S3 redirects to another one", () => {
    const redirect = new S3ServiceException({
      name: "PermanentRedirect",
      $fault: "client",
      $metadata: { httpStatusCode: 301 },
      message: "",
    });
    redirect.$response = { statusCode: 301, headers: { "x-amz-bucket-region": "sa-east-1" }, body: undefined };
    expect(describeBucketFailure(redirect, onAws, 3_000)).toBe(
      'Uploads bucket "campo-uploads": the bucket is in another region (sa-east-1). Check AWS_REGION.',
    );
  });

  it("names the endpoint and its setting when it does not answer in time, without the keys", () => {
    const timeout = Object.assign(new Error("Request aborted"), { name: "AbortError" });
    const message = describeBucketFailure(timeout, { ...onAws, endpoint: "https://user:pass@s3.example.com/" }, 3_000);
    expect(message).toBe(
      'Uploads bucket "campo-uploads": s3.example.com did not answer within 3 s. Check AWS_ENDPOINT_URL_S3 and that this machine can reach it.',
    );
    expect(message).not.toMatch(/AKIAEXAMPLE|no-mostrar-nunca|pass/);
  });
});
