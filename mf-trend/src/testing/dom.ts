/** Gives an element the layout jsdom does not compute. */
export function place(
  el: HTMLElement,
  box: Partial<Record<'offsetLeft' | 'offsetTop' | 'offsetWidth' | 'offsetHeight', number>>,
) {
  for (const [k, v] of Object.entries(box)) Object.defineProperty(el, k, { value: v, configurable: true });
  return el;
}

/** A new element of `tag` with classes `cls`, appended to `parent` when given. */
export function el(tag: string, cls = '', parent?: Element): HTMLElement {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  parent?.appendChild(e);
  return e;
}
