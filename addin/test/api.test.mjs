import assert from "node:assert/strict";
import { test } from "node:test";

import { ApiError, ServerUnavailable, createApi } from "../js/api.js";

function fakeFetch(status, body, seen = []) {
  return async (url, init) => {
    seen.push({ url, init });
    return { ok: status < 400, status, json: async () => body };
  };
}

test("analyze posts the document as JSON", async () => {
  const seen = [];
  const api = createApi(fakeFetch(200, { entities: [] }, seen));
  assert.deepEqual(await api.analyze("UEsDBA==", { language: "fr" }), { entities: [] });
  assert.equal(seen[0].url, "/api/analyze");
  assert.deepEqual(JSON.parse(seen[0].init.body), { docx_base64: "UEsDBA==", language: "fr" });
});

test("an error answer carries the server's message", async () => {
  const api = createApi(fakeFetch(415, { error: "this is a .doc (Word 97-2003) file; save it as .docx" }));
  await assert.rejects(api.apply("x", []), (error) => error instanceof ApiError && error.status === 415
    && error.message.includes(".doc"));
});

test("a server that is not running is told apart", async () => {
  const api = createApi(async () => { throw new TypeError("Failed to fetch"); });
  await assert.rejects(api.health(), ServerUnavailable);
});

test("case ids ride along with analyze and apply; suggestions are read and accepted", async () => {
  const seen = [];
  const api = createApi(fakeFetch(200, { exclusion: [], inclusion: [] }, seen));
  await api.apply("x", [], { case_id: "roy-2026" });
  assert.equal(JSON.parse(seen[0].init.body).case_id, "roy-2026");
  await api.suggestions("fr");
  assert.equal(seen[1].url, "/api/suggestions?language=fr");
  await api.acceptSuggestion("exclusion", "Ms Vance", "en", "PERSON");
  assert.deepEqual(JSON.parse(seen[2].init.body), { list: "exclusion", term: "Ms Vance", language: "en",
    category: "PERSON" });
});

test("the install token, when the server requires one, goes with every call", async () => {
  const seen = [];
  const api = createApi(fakeFetch(200, {}, seen), "", "s3cret");
  await api.health();
  await api.cluster("x", []);
  assert.deepEqual(seen.map((s) => s.init.headers["X-Nomen-Token"]), ["s3cret", "s3cret"]);
});
