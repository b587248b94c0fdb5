import { KIT_PARTS } from '../parts';
import type { KitSection } from './kit-example';

/** A kit part's examples, one figure per state, with its parts and tokens listed. */
export function ExampleSection({ section }: { section: KitSection }) {
  const contracts = (section.contracts ?? [section.id]).flatMap((key) => {
    const contract = KIT_PARTS[key];
    return contract ? [{ key, ...contract }] : [];
  });
  return (
    <section className="sg-section" aria-labelledby={`sg-${section.id}`} data-section={section.id}>
      <h2 id={`sg-${section.id}`} className="sg-title">
        {section.title}
      </h2>
      {contracts.map((contract) => (
        <p key={contract.key} className="sg-contract">
          <code>{contract.css}</code>: parts <code>{contract.parts.join(', ') || 'none'}</code>;
          tokens <code>{contract.tokens.join(', ')}</code>.
        </p>
      ))}
      <div className="sg-examples">
        {section.examples.map((example) => (
          <figure key={example.name} className="sg-example" data-example={example.name}>
            <figcaption className="sg-caption">{example.name}</figcaption>
            <div className="sg-stage">{example.render()}</div>
            {example.note ? <p className="sg-note">{example.note}</p> : null}
          </figure>
        ))}
      </div>
    </section>
  );
}
