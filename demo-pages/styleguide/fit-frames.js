// Each frame as tall as its content (same origin), so the page scrolls, not the frames.
// A file, not an inline script: the page runs under the strict Content-Security-Policy.
for (const frame of document.querySelectorAll('.sg-frames iframe')) {
  const follow = () => {
    const body = frame.contentDocument.body;
    const fit = () => (frame.style.height = `${body.scrollHeight + 40}px`);
    new ResizeObserver(fit).observe(body);
  };
  frame.addEventListener('load', follow);
  if (frame.contentDocument?.readyState === 'complete') follow();
}
