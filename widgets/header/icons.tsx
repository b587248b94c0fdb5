/** The header's icons: drawn in the text colour, hidden from readers (the text names them). */
export function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM6.2 5l.4 2H20l-2.2 7.3a2 2 0 0 1-1.9 1.4H8.4a2 2 0 0 1-2-1.6L4.3 3H2V1h4l.2 1Z"
      />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}
