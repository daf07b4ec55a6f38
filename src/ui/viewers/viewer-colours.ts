// Cartoon colours of an alignment, shared by the drawing and its legend: the query grey, the
// structures laid on it in strong colours that stay apart for colour-blind readers (IBM's palette).
// A pairwise alignment colours both chains, their aligned residues strong and the rest pale.

const QUERY_COLOUR = 0x9e9e9e;
const LAID_ON_COLOURS = [0xe66100, 0x1a85ff, 0x5d3a9b, 0x40b0a6, 0xd41159];

/** The colour of the i-th structure of an alignment (0: the query). */
export function alignmentColour(i: number): number {
  return i === 0 ? QUERY_COLOUR : LAID_ON_COLOURS[(i - 1) % LAID_ON_COLOURS.length]!;
}

export const cssColour = (colour: number): string => `#${colour.toString(16).padStart(6, '0')}`;

/** A pairwise alignment's query and target chains. */
export const PAIRWISE_COLOURS = [0x1a85ff, 0xe66100] as const;

/** The colour mixed 65 % towards white: a chain's residues outside the alignment. */
export function paleColour(colour: number): number {
  const channel = (shift: number) => {
    const value = (colour >> shift) & 0xff;
    return Math.round(value + (0xff - value) * 0.65) << shift;
  };
  return channel(16) | channel(8) | channel(0);
}
