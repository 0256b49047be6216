// The articles domain: public reads and the admin editor's writes (the HTML sanitiser is ./sanitize.ts).
export * from "./editor";
export * from "./queries";
