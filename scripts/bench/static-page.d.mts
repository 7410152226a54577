/** scripts/bench/static-page.mjs: the rendered document (outerHTML) as a page with no script. */
export declare function staticPage(page: { html: string; stylesheet: string }): string;
