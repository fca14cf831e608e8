/**
 * happy-dom lays nothing out: every element is 0 × 0. React Aria's virtualizer reads the size of its
 * scroll view from clientWidth and clientHeight; this gives every element one, and the returned
 * function puts back what was there before.
 */
export function giveElementsASize(width: number, height: number): () => void {
  const proto = HTMLElement.prototype
  const before = {
    clientWidth: Object.getOwnPropertyDescriptor(proto, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(proto, 'clientHeight'),
  }
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width })
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height })
  return () => {
    for (const [name, descriptor] of Object.entries(before)) {
      if (descriptor) Object.defineProperty(proto, name, descriptor)
      else Reflect.deleteProperty(proto, name)
    }
  }
}
