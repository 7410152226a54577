// Prerendered pages are in Croatian, the default language (vite/prerender-plugin.ts). A visitor
// who chose another language must not read Croatian first: their page stays hidden until the app
// has drawn it in their language (src/app/shell.css, html[data-prerender-hidden]). A blocking
// script of its own file because the Content-Security-Policy allows no inline script.
(function () {
  try {
    var language = window.localStorage.getItem('lang');
    if (language === 'en' || language === 'de' || language === 'it') {
      document.documentElement.setAttribute('lang', language);
      document.documentElement.setAttribute('data-prerender-hidden', '');
    }
  } catch (error) {
    // No storage: the default language, which is what the page shows.
  }
})();
