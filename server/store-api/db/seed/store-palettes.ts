/** Colour palettes of the generated artwork, one per demo store, so each store's images feel related. */

export interface Palette {
  /** Background gradient pairs; images rotate through them. */
  gradients: readonly (readonly [string, string])[];
  /** Main fill of icons and shapes. */
  fill: string;
  accent: string;
  /** Text colour on the gradients. */
  ink: string;
  /** Surface of logos and cards. */
  paper: string;
  /** Drawing colour that reads on `paper`. */
  mark: string;
}

export const STORE_PALETTES: Record<string, Palette> = {
  aurora: {
    gradients: [
      ['#fde2e4', '#fad2e1'],
      ['#f8edeb', '#e8c5c0'],
      ['#fcd5ce', '#f9dcc4'],
      ['#e2ece9', '#fde2e4'],
    ],
    fill: '#7a2e46',
    accent: '#e9a6a6',
    ink: '#3d1422',
    paper: '#fffaf8',
    mark: '#7a2e46',
  },
  nordic: {
    gradients: [
      ['#edf0ea', '#d8dfd2'],
      ['#f3efe7', '#e1d8c8'],
      ['#e6ebe8', '#c9d4cf'],
      ['#f5f1ea', '#dcd3c4'],
    ],
    fill: '#4a5a4c',
    accent: '#c8a97e',
    ink: '#2b332c',
    paper: '#fbfaf7',
    mark: '#3f4d41',
  },
  sakura: {
    gradients: [
      ['#1f1b4d', '#5b2a86'],
      ['#0f2a4a', '#1d6fa3'],
      ['#2d1b3d', '#b8336a'],
      ['#10243e', '#3b1f5c'],
    ],
    fill: '#f4f1ff',
    accent: '#ff6fae',
    ink: '#ffffff',
    paper: '#f6f4fb',
    mark: '#3b1f5c',
  },
  atelier: {
    gradients: [
      ['#f4e3d3', '#e3b89a'],
      ['#efe6dc', '#d9c3ad'],
      ['#f2dfcf', '#cf9f7f'],
    ],
    fill: '#8c4a2f',
    accent: '#f6efe6',
    ink: '#4a2416',
    paper: '#fbf6f0',
    mark: '#8c4a2f',
  },
  vault: {
    gradients: [
      ['#2a0f14', '#5c1a26'],
      ['#1c1416', '#4a2b1f'],
      ['#301018', '#6b2233'],
    ],
    fill: '#e9d8a6',
    accent: '#8e1b32',
    ink: '#f5ead0',
    paper: '#1b1214',
    mark: '#e9d8a6',
  },
};

export function paletteOf(store: string): Palette {
  const palette = STORE_PALETTES[store];
  if (!palette) throw new Error(`no palette for store ${store}`);
  return palette;
}
