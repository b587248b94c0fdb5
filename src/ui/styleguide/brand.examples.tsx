import type { KitSection } from './kit-example';
import { TokenTable } from './TokenTable';

/** The five steps of the type scale (themes/base.css), smallest first, with their roles. */
export const TYPE_SCALE = [
  { token: '--ik-type-1', role: 'Small print, labels, badges', heading: false },
  { token: '--ik-type-2', role: 'Body text, fields and buttons (16 px)', heading: false },
  { token: '--ik-type-3', role: 'Card and section titles, a total', heading: true },
  { token: '--ik-type-4', role: 'Screen headings', heading: true },
  { token: '--ik-type-5', role: 'Page titles', heading: true },
] as const;

const COLOURS = [
  '--ik-color-bg',
  '--ik-color-surface',
  '--ik-color-text',
  '--ik-color-text-muted',
  '--ik-color-primary',
  '--ik-color-accent',
  '--ik-color-border',
  '--ik-color-focus',
] as const;
const SHAPE = [
  '--ik-font-heading',
  '--ik-font-body',
  '--ik-radius-sm',
  '--ik-radius-md',
  '--ik-radius-lg',
  '--ik-border-width',
  '--ik-card-padding',
  '--ik-card-gap',
  '--ik-shadow',
] as const;

/** The brand: type scale, tokens per theme, and the rules for colour, spacing and photographs. */
export const brandExamples: KitSection = {
  title: 'Brand: type, tokens and rules',
  id: 'brand',
  examples: [
    {
      name: 'type scale',
      note: 'Five steps, about 1.25 apart; headings in the theme’s heading face, the rest in its body face. Nothing in a view sets a size outside the scale (badges use --ik-font-size-xs).',
      render: () => (
        <ol className="sg-type-scale">
          {TYPE_SCALE.map((step) => (
            <li key={step.token} data-token={step.token}>
              <code>{step.token}</code>
              <span
                className={step.heading ? 'sg-type-sample sg-type-heading' : 'sg-type-sample'}
                style={{ fontSize: `var(${step.token})` }}
              >
                Lakeside Double
              </span>
              <span className="sg-type-role">{step.role}</span>
            </li>
          ))}
        </ol>
      ),
    },
    {
      name: 'colour',
      note: 'Text pairs meet 4.5:1 and borders and focus 3:1 (the ratios are beside each colour in the theme files). Primary is for the one main action and links; accent for badges and highlights, never as the only sign of a state.',
      render: () => <TokenTable caption="Colour tokens" tokens={COLOURS} />,
    },
    {
      name: 'type, shape and density',
      note: 'Each theme has its own faces (self-hosted, at most 60 kB), corners, border weight and room inside and between cards. Space between parts comes from the scale --ik-space-1…6 (4, 8, 12, 16, 24, 32 px); nothing is nudged by odd pixels.',
      render: () => <TokenTable caption="Type, shape and density tokens" tokens={SHAPE} />,
    },
    {
      name: 'photography',
      render: () => (
        <ul className="sg-rules">
          <li>
            Every room, treatment, activity and restaurant has a 3:2 picture slot (
            <code>--ik-photo-ratio</code>), filled from the content the hotel supplies, with{' '}
            <code>srcset</code> and <code>sizes</code>.
          </li>
          <li>
            Daylight, people at ease, the view or the room as a guest finds it; no text burnt into a
            picture, no stock pictograms.
          </li>
          <li>
            Where a venue has no picture yet, the theme’s own illustration (
            <code>--ik-photo-art</code>) fills the slot in its colours; the picture’s words stay its
            alternative text.
          </li>
        </ul>
      ),
    },
  ],
};
