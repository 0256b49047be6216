// Sanitised article HTML (app/.server/articles/sanitize.ts cleans it on save and on every read),
// with readable typography for what editors write: headings, lists, links, tables, images, videos.
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="article-body [&_blockquote]:border-brand-200 max-w-none text-lg leading-relaxed text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-brand-900 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_table]:mt-6 [&_table]:w-full [&_table]:text-base [&_td]:border [&_td]:border-stone-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-stone-200 [&_th]:bg-stone-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
