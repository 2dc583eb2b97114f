/** Releases the fake xREL knows: the demo catalogue's films, in scene and P2P flavours. */
export interface FakeXrelRelease {
  id: string;
  dirname: string;
  p2p: boolean;
  title: string;
  imdb: string | null;
}

export const FAKE_XREL_RELEASES: FakeXrelRelease[] = [
  {
    id: 'a1b2c3',
    dirname: 'Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE',
    p2p: false,
    title: 'Sintel',
    imdb: 'tt1727587',
  },
  {
    id: 'a1b2c4',
    dirname: 'Sintel.2010.720p.BluRay.x264-OPENMOViE',
    p2p: false,
    title: 'Sintel',
    imdb: 'tt1727587',
  },
  {
    id: 'p9x8y7',
    dirname: 'Sintel.2010.2160p.WEB-DL.AAC.H265-P2PGRP',
    p2p: true,
    title: 'Sintel',
    imdb: 'tt1727587',
  },
  {
    id: 'b2c3d4',
    dirname: 'Big.Buck.Bunny.2008.German.1080p.BluRay.x264-OPENMOViE',
    p2p: false,
    title: 'Big Buck Bunny',
    imdb: 'tt1254207',
  },
  {
    id: 'c3d4e5',
    dirname: 'Tears.of.Steel.2012.German.DL.1080p.WEB.x264-OPENMOViE',
    p2p: false,
    title: 'Tears of Steel',
    imdb: 'tt2285752',
  },
  {
    id: 'd4e5f6',
    dirname: 'Cosmos.Laundromat.S01E01.German.1080p.WEB.x264-OPENSERiES',
    p2p: false,
    title: 'Cosmos Laundromat',
    imdb: 'tt4957236',
  },
  {
    id: 'd4e5f7',
    dirname: 'Cosmos.Laundromat.S01E02.German.1080p.WEB.x264-OPENSERiES',
    p2p: false,
    title: 'Cosmos Laundromat',
    imdb: 'tt4957236',
  },
  {
    id: 'q1w2e3',
    dirname: 'Cosmos.Laundromat.S01.COMPLETE.German.720p.WEB.x264-P2PGRP',
    p2p: true,
    title: 'Cosmos Laundromat',
    imdb: 'tt4957236',
  },
  {
    id: 'e5f6g7',
    dirname: 'Night.of.the.Living.Dead.1968.German.720p.BluRay.x264-CLASSiC',
    p2p: false,
    title: 'Die Nacht der lebenden Toten',
    imdb: 'tt0063350',
  },
];
