import type { DemoEntry } from '../demo-types.ts';
import { demoAnime } from './anime.ts';
import { demoDigital } from './digital.ts';
import { demoDocumentaries } from './documentaries.ts';
import { demoGames } from './games.ts';
import { demoMovies } from './movies.ts';
import { demoMusic } from './music.ts';
import { demoSeries } from './series.ts';

export { demoAnime, demoDigital, demoDocumentaries, demoGames, demoMovies, demoMusic, demoSeries };

/** The whole demo catalogue, loaded on first start. */
export const demoCatalogue: DemoEntry[] = [
  ...demoMovies,
  ...demoSeries,
  ...demoAnime,
  ...demoDocumentaries,
  ...demoDigital,
  ...demoMusic,
  ...demoGames,
];
