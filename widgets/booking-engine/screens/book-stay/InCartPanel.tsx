export interface InCartPanelProps {
  base: string;
  product: string;
  onAddAnother: () => void;
}

/** After a room is in the cart the rates hide: add another room of the product, or book now. */
export function InCartPanel({ base, product, onAddAnother }: InCartPanelProps) {
  return (
    <div part="in-cart" className="panel" role="status">
      <p>Your room is in the cart.</p>
      <div className="actions">
        <button type="button" className="ik-button ik-button--secondary" onClick={onAddAnother}>
          Add {product} room
        </button>
        <a className="ik-button" href={`${base}/cart`}>
          Book now
        </a>
      </div>
    </div>
  );
}
