// Runs in <head>, before anything is drawn (index.html). The stored theme (lib/theme/theme-storage.ts, key
// 'hardwarehub.theme') goes on <html> at once, so the page's own CSS never flashes the wrong theme. A prerendered
// page (#root.hh-prerendered) was drawn in the light theme: global.css hides it for a dark-theme reader until the
// app draws the page itself.
(function () {
  var theme = 'light';
  try {
    if (window.localStorage.getItem('hardwarehub.theme') === 'dark') theme = 'dark';
  } catch {
    // Storage blocked: the default theme.
  }
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
})();
