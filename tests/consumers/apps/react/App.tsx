import type {} from 'innkit/react';
import { useState } from 'react';

/** What the test drives: each click on Next sets new values on the same elements. */
const HEADINGS = ['First heading', 'Second heading', 'Third heading'];

export function App() {
  const [step, setStep] = useState(0);
  const [tees, setTees] = useState<string[]>([]);
  const [routes, setRoutes] = useState<string[]>([]);
  return (
    <main>
      {/* camelCase properties, and a listener through React's own `on<event>` binding */}
      <ik-header
        homeUrl={`/home-${step}`}
        bookBase={`/book-${step}`}
        onik-before-navigate={(event) => {
          event.preventDefault();
          setRoutes((all) => [...all, `${event.detail.route} ${event.detail.href}`]);
        }}
      />
      {/* attributes (kebab-case) and properties (heading, months) */}
      <ik-stay-calendar venue="lake" min-nights={2} months={1} heading={HEADINGS[step]} />
      <ik-golf-hole
        hole={3}
        name="Shore"
        diagram="/demo-assets/golf/hole-1.svg"
        diagram-alt="A dog-leg left along the shore"
        par={4}
        stroke-index={7}
        yards-black={412}
        yards-blue={398}
        yards-white={380}
        yards-yellow={361}
        onik-tee-change={(event) => setTees((all) => [...all, event.detail.tee])}
      />
      <button type="button" id="next" onClick={() => setStep((n) => Math.min(n + 1, 2))}>
        Next
      </button>
      <output id="step">{step}</output>
      <output id="tees">{tees.join(',')}</output>
      <output id="routes">{routes.join(',')}</output>
    </main>
  );
}
