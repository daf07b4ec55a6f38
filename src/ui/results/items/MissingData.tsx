/** The seed's placeholder for an item the server could not fill ('MISSING DATA FOR 1ABC'). */
export function MissingData({ text }: { text: string }) {
  return (
    <p className="missing-data" role="note">
      {text}
    </p>
  );
}
