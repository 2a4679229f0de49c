// What a French page still shows in English: every text node, aria-label, title, placeholder and
// alt that is exactly one of the English texts of the app (other than those the same in both).
import { english, leaves, SAME_IN_BOTH } from './resources';

const ENGLISH_TEXTS = new Set(
  Object.values(english)
    .flatMap((ns) => [...leaves(ns).values()])
    .filter((text) => !text.includes('{{') && !SAME_IN_BOTH.has(text)),
);

function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
      texts.push(element.getAttribute(name) ?? '');
  return texts.map((text) => text.trim()).filter(Boolean);
}

export const englishLeft = (root: HTMLElement) => shownTexts(root).filter((text) => ENGLISH_TEXTS.has(text));
