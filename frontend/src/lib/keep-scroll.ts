/** A navigation's state that keeps the scroll position (a tool's new inputs), read by app/scroll.ts. */
export const KEEP_SCROLL = { keepScroll: true }
