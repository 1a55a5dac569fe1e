// The classic pages' only script (the CSP allows no inline script). It speaks the frame protocol
// of the SPA's legacy frame (web: shell/legacy-frame-protocol.ts): messages
// { source: 'kontor-legacy', type: 'SPINNER_SHOW' | 'SPINNER_HIDE' | 'DISABLE_LOADING_OVERLAY' }.
// Forms marked data-json-post are sent as JSON with fetch (the server's CSRF rule); the answer is a
// server-rendered, escaped HTML fragment put into data-target, or a reload.

(() => {
  const SOURCE = 'kontor-legacy';
  const isFramed = window.parent !== window;
  const SUGGEST_DEBOUNCE_MS = 200;

  function tell(type) {
    if (isFramed) window.parent.postMessage({ source: SOURCE, type }, window.location.origin);
  }

  async function submitJson(event) {
    event.preventDefault();
    const form = event.currentTarget;
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    tell('SPINNER_SHOW');
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'text/html' },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
      });
      const target = form.dataset.target ? document.querySelector(form.dataset.target) : null;
      const isHtml = (response.headers.get('content-type') || '').startsWith('text/html');
      if (target && isHtml) target.innerHTML = await response.text();
      else if (target) target.textContent = (await response.json()).title || response.statusText;
      else if (response.ok) window.location.reload();
      else form.setAttribute('data-failed', String(response.status));
    } finally {
      if (button) button.disabled = false;
      tell('SPINNER_HIDE');
    }
  }

  function attachSuggestions(input) {
    const list = input.list;
    let timer;
    let latest = 0;
    input.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const asked = ++latest;
        const term = input.value.trim();
        if (term.length < 2 || !list) return;
        const url = `${document.body.dataset.contextPath}/AjaxJsonResponse?action=${encodeURIComponent(input.dataset.suggest)}&term=${encodeURIComponent(term)}`;
        const response = await fetch(url, { credentials: 'same-origin' });
        if (!response.ok || asked !== latest) return;
        const { items } = await response.json();
        list.replaceChildren(
          ...items.map((item) => {
            const option = document.createElement('option');
            option.value = item.name;
            option.label = item.code;
            return option;
          }),
        );
      }, SUGGEST_DEBOUNCE_MS);
    });
  }

  document.addEventListener('DOMContentLoaded', () => {
    if (document.body.hasAttribute('data-own-loading-overlay')) tell('DISABLE_LOADING_OVERLAY');
    for (const form of document.querySelectorAll('form[data-json-post]')) {
      form.addEventListener('submit', submitJson);
    }
    for (const form of document.querySelectorAll('form:not([data-json-post])')) {
      form.addEventListener('submit', () => tell('SPINNER_SHOW'));
    }
    for (const input of document.querySelectorAll('input[data-suggest]')) attachSuggestions(input);
  });
  // A page leaving by a link shows the spinner; the next page hides it when it is shown.
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && !event.defaultPrevented && link.origin === window.location.origin)
      tell('SPINNER_SHOW');
  });
  window.addEventListener('pageshow', () => tell('SPINNER_HIDE'));
})();
