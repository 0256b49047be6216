// The articles domain: public reads, the admin editor's writes and the HTML sanitiser.
export * from "./editor";
export * from "./queries";
export { renderArticleHtml, sanitizeArticleHtml } from "./sanitize";
