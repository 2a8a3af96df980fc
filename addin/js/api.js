// The local server's HTTP API, as the pane uses it. `fetch` is injected so tests can fake it.

export class ServerUnavailable extends Error {}

/** An error answer: `code` is the server's stable error code (the pane translates it), `message` its English text. */
export class ApiError extends Error {
  constructor(status, message, code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function createApi(fetchImpl = globalThis.fetch, base = "", token = "") {
  async function call(method, path, body) {
    const headers = body === undefined ? {} : { "Content-Type": "application/json" };
    if (token) headers["X-Nomen-Token"] = token;  // when IT turned the install token on
    let response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new ServerUnavailable(String(error));
    }
    const payload = await response.json().catch(() => ({}));
    if (!response.ok) throw new ApiError(response.status, payload.error || `HTTP ${response.status}`, payload.code);
    return payload;
  }
  return {
    health: () => call("GET", "/api/health"),
    analyze: (docxBase64, options = {}) => call("POST", "/api/analyze", { docx_base64: docxBase64, ...options }),
    cluster: (text, mentions) => call("POST", "/api/cluster", { text, mentions }),
    terms: (entities, options = {}) => call("POST", "/api/terms", { entities, ...options }),
    preview: (text, entities, options = {}) => call("POST", "/api/preview", { text, entities, ...options }),
    apply: (docxBase64, entities, options = {}) =>
      call("POST", "/api/apply", { docx_base64: docxBase64, entities, ...options }),
    suggestions: (language) => call("GET", `/api/suggestions?language=${encodeURIComponent(language)}`),
    acceptSuggestion: (list, term, language, category) =>
      call("POST", "/api/suggestions/accept", { list, term, language, category }),
  };
}
