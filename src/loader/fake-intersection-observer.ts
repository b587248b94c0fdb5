/** For tests: a stand-in IntersectionObserver they drive (`FakeObserver.show(el)`). */
export class FakeObserver {
  static all: FakeObserver[] = [];
  targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  static show(target: Element, isIntersecting = true) {
    for (const observer of FakeObserver.all) {
      if (!observer.targets.has(target)) continue;
      const entry = { target, isIntersecting } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}
