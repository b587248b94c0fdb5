// tests/browser/helpers.ts's transitionsEnded, which axe checks wait on: a colour read half-way
// through a transition or a fade-in fails a contrast check that the settled colour passes.
import { expect } from 'chai';
import { mount, transitionsEnded } from './helpers';

const RULES = `
  button { transition: background-color 400ms linear; background-color: rgb(255, 0, 0); }
  button.done { background-color: rgb(0, 0, 255); }`;
const STYLE = `<style>${RULES}</style>`;

/** A host whose shadow root holds a button, optionally one shadow root deeper. */
function buttonInShadow(depth: number): { host: HTMLElement; button: HTMLButtonElement } {
  const host = mount<HTMLElement>('<div></div>');
  let root = host.attachShadow({ mode: 'open' });
  for (let i = 1; i < depth; i++) {
    const inner = document.createElement('div');
    root.append(inner);
    root = inner.attachShadow({ mode: 'open' });
  }
  root.innerHTML = `${STYLE}<button>Go</button>`;
  const button = root.querySelector('button')!;
  // Draw the first colour, so the change below starts a transition.
  void getComputedStyle(button).backgroundColor;
  return { host, button };
}

describe('transitionsEnded', () => {
  for (const depth of [1, 2]) {
    it(`waits for a transition inside a shadow root ${depth} deep`, async () => {
      const { host, button } = buttonInShadow(depth);
      button.className = 'done';
      await transitionsEnded();
      expect(getComputedStyle(button).backgroundColor).to.equal('rgb(0, 0, 255)');
      host.remove();
    });
  }

  it('waits for a transition in the document itself', async () => {
    const style = mount<HTMLStyleElement>(STYLE, document.head);
    const button = mount<HTMLButtonElement>('<button>Go</button>');
    void getComputedStyle(button).backgroundColor;
    button.className = 'done';
    await transitionsEnded();
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(0, 0, 255)');
    button.remove();
    style.remove();
  });

  it('waits for a fade-in (a keyframe animation) in a shadow root, not for an endless one', async () => {
    const host = mount<HTMLElement>('<div></div>');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>
      @keyframes fade { from { opacity: 0; } to { opacity: 1; } }
      @keyframes turn { to { rotate: 1turn; } }
      p { animation: fade 400ms linear; }
      i { display: block; animation: turn 1s linear infinite; }
    </style><p>Hello</p><i></i>`;
    const text = root.querySelector('p')!;
    await transitionsEnded();
    expect(getComputedStyle(text).opacity).to.equal('1');
    expect(text.getAnimations()).to.have.length(0);
    expect(root.querySelector('i')!.getAnimations()).to.have.length(1);
    host.remove();
  });
});
