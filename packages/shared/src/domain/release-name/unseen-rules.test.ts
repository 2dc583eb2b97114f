/**
 * The naming conventions behind issue 37's general rules (names the parser had never seen), each written
 * with made-up names: a rule that only fitted one corpus name would fail the variants here.
 */
import { describe, expect, it } from 'vitest';
import { parseReleaseName } from './index.ts';

describe('numbers and years inside titles', () => {
  it.each([
    ['Ocean.Road.66.1956.German.HDTV.XviD-GRP', 'Ocean Road 66', 1956],
    ['Kanal.9.2004.720p.HDTV.x264-GRP', 'Kanal 9', 2004],
    ['Die.Schluempfe.2.German.DL.720p.HDTV.x264-GRP', 'Die Schluempfe 2', null],
    ['Der.Nebel.3.GERMAN.HDTV.XviD-GRP', 'Der Nebel 3', null],
  ])('a number before a year or a language tag is part of the title: %s', (name, title, year) => {
    expect(parseReleaseName(name)).toMatchObject({ title, year, type: 'movie', episode: null });
  });

  it('still reads old TV numbering and zero-padded numbers as episodes', () => {
    expect(parseReleaseName('Ein.Dorf.117.HDTV.XviD-GRP')).toMatchObject({ season: 1, episode: 17 });
    expect(parseReleaseName('Ein.Dorf.02.German.HDTV.x264-GRP')).toMatchObject({ episode: 2 });
  });

  it.each([
    ['Das Jahr 1984 im Tal (1998) 1080p WEB h264 - Grp', 'Das Jahr 1984 im Tal', 1998],
    ['Blue Harbor 2049 (2017) [1080p] [BluRay] - Grp', 'Blue Harbor 2049', 2017],
    ['Sommer 1999 (2003) 720p HDTV x264', 'Sommer 1999', 2003],
  ])('a bracketed year after a bare one is the release year: %s', (name, title, year) => {
    expect(parseReleaseName(name)).toMatchObject({ title, year });
  });
});

describe('groups with dashes, brackets, uploader and site tags', () => {
  it.each([
    ['Ein Film (2019) 1080p WEB-DL x264 AAC - DON-Mix', 'DON-Mix'],
    ['Ein Film (2019) [1080p] [WEB-DL] [AVC] [DDP5.1] - Tx-Ray', 'Tx-Ray'],
    ['Ein Film (2019) (720p WEBRip x265 10bit DDP5 1 WiKi-HD)', 'WiKi-HD'],
    ['Ein Film (2019) (720p WEBRip x265 10bit AAC x265-Grp)', 'Grp'],
    ['Ein Film (2019) 720p HDTV x264 [Tam + Tel] - QxR', 'QxR'],
    ['Ein Film 2019 Hindi 720p BluRay x264 DD 5.1 ESubs - Enc0der - Uploadr', 'Enc0der'],
  ])('P2P signature %s → %s', (name, group) => {
    expect(parseReleaseName(name).group).toBe(group);
  });

  it.each([
    ['Ein Dorf (Season 6) 2160p BluRay h264 German [Grp][eztv.re]', 'Grp'],
    ['Ein Dorf (Season 6) 1080p WEB-DL HEVC DE [Grp][1337x]', 'Grp'],
    ['Ein Dorf - 01 [Grp][1080p].mkv', 'Grp'],
    ['Ein_Dorf_-_01_[Grp][720p].mkv', 'Grp'],
  ])('a bracketed group among tracker tags and tag blocks: %s → %s', (name, group) => {
    expect(parseReleaseName(name).group).toBe(group);
  });

  it('takes a site name after the tags as the group, but not a bracketed tracker tag', () => {
    expect(parseReleaseName('Ein.Dorf.2014.1080p.HDTV.x265.AAC.SiteGroup.org.mkv').group).toBe(
      'SiteGroup.org',
    );
    expect(parseReleaseName('Ein.Film.2018.720p.H.264.ABC.LT.mp4').group).toBe('ABC.LT');
    expect(parseReleaseName('Ein.Film.2018.720p.BluRay.x264-GRP[site.org]').group).toBe('GRP');
  });

  it.each([
    'Ein.Werkzeug.v2.1.x64-GRP',
    'Ein.Werkzeug.v2.1.Multilingual.MacOSX-GRP',
    'Ein.Werkzeug.2021.MacOS-GRP',
    'Ein_Werkzeug_v2.1_Linux-GRP',
    'Ein.Spiel.GOG-GRP',
  ])('platform words are tags before the group: %s', (name) => {
    expect(parseReleaseName(name)).toMatchObject({ group: 'GRP', type: 'other' });
  });

  it('reads dubbed/subtitled in Portuguese, Spanish and Czech as tags', () => {
    expect(parseReleaseName('Ein.Dorf.S06E10.1080p.WEB-DL.DUAL.[Dublado].GRP').group).toBe('GRP');
    expect(parseReleaseName('Ein.Film.2019.Czech.Dabing.1080p.WEB.x264-GRP').languages).toEqual(['cs']);
  });
});

describe('type: TV words where an episode number would stand', () => {
  it.each([
    ['Ein.Dorf.Pilot.HDTV.XviD-GRP', 'Ein Dorf'],
    ['Ein.Dorf.Special.720p.HDTV.x264-GRP', 'Ein Dorf'],
    ['Ein.Dorf.Christmas.Special.2013.HDTV.x264-GRP', 'Ein Dorf'],
    ['Ein.Dorf.2013.Christmas.Special.HDTV.x264-GRP', 'Ein Dorf'],
    ['Ein.Dorf.Complete.Series.720p.BluRay.x264-GRP', 'Ein Dorf'],
  ])('%s is a series release', (name, title) => {
    expect(parseReleaseName(name)).toMatchObject({ title, type: 'episode' });
  });

  it.each([
    ['The.Special.2019.1080p.BluRay.x264-GRP', 'The Special'],
    ['The.Pilot.Who.Flew.2011.720p.BluRay.x264-GRP', 'The Pilot Who Flew'],
    ['The.Christmas.Special.Agent.2013.720p.HDTV.x264-GRP', 'The Christmas Special Agent'],
    ['Ein.Film.2004.Special.Edition.720p.BluRay.x264-GRP', 'Ein Film'],
  ])('but a title word or an edition stays a film: %s', (name, title) => {
    expect(parseReleaseName(name)).toMatchObject({ title, type: 'movie' });
  });
});

describe('software names end at the version, not at tag-like words', () => {
  it.each([
    ['Disc.Audio.Studio.v2.1.WinALL-GRP', 'Disc Audio Studio'],
    ['Ein.DVD.Werkzeug.HD.v4.0.2.x64-GRP', 'Ein DVD Werkzeug HD'],
  ])('%s', (name, title) => {
    expect(parseReleaseName(name)).toMatchObject({ title, type: 'other', group: 'GRP' });
  });
});

describe('language words and lists', () => {
  it.each([
    ['Ein Film (2019) [GER/ENG] 1080p BluRay x264', ['de', 'en']],
    ['Ein Film (2019) German & English 1080p BluRay x264', ['de', 'en']],
    ['Ein.Film.2019.Deutsch.Englisch.1080p.WEB.H264-GRP', ['de', 'en']],
    ['Ein Film (2019) [Französisch] 1080p WEB', ['fr']],
    ['Ein Film (2019) [Italienisch + Englisch] 1080p WEB', ['it', 'en']],
  ])('lists joined by / or & and German names of languages: %s', (name, languages) => {
    expect(parseReleaseName(name).languages).toEqual(languages);
  });

  it('keeps & in a title and reads GerSub as German subtitles, not audio', () => {
    expect(parseReleaseName('Hansel & Gretel (2013) 1080p BluRay x264')).toMatchObject({
      title: 'Hansel & Gretel',
      languages: [],
    });
    expect(parseReleaseName('[Grp] Ein Anime - 05 [GerSub] [720p].mp4')).toMatchObject({
      languages: [],
      subtitles: ['de'],
    });
  });
});

describe('alternative titles and trailing tags', () => {
  it('ends the title at AKA', () => {
    expect(parseReleaseName('Ein.Film.AKA.Another.Name.2004.720p.BluRay.x264-GRP').title).toBe('Ein Film');
    expect(parseReleaseName('Ein Film aka Ein Anderer (2004) 720p BluRay').title).toBe('Ein Film');
  });

  it('drops a parenthesised tracker tag after the group, not a title country', () => {
    expect(parseReleaseName('Ein.Film.2019.1080p.WEB-DL.DD5.1.H264-GRP (TGx)').group).toBe('GRP');
    expect(parseReleaseName('Ein.Dorf.(US).S01E01.720p.HDTV.x264-GRP').title).toBe('Ein Dorf');
  });

  it('reads a menu-language count as a game', () => {
    expect(parseReleaseName('Ein.Spiel.MULTi12-GRP')).toMatchObject({ type: 'other', group: 'GRP' });
    expect(parseReleaseName('Ein.Film.2019.MULTi2.1080p.BluRay.x264-GRP').type).toBe('movie');
  });
});

describe('British series and part numbers', () => {
  it('reads Series N as the season when a part or episode follows', () => {
    expect(parseReleaseName('Ein.Ozean.Series.2.Part.11.Die.Tiefe.1080p.HDTV.x264-GRP')).toMatchObject({
      title: 'Ein Ozean',
      type: 'episode',
      season: 2,
    });
    expect(parseReleaseName('Ein.Ozean.Series.2.Episode.3.1080p.HDTV.x264-GRP')).toMatchObject({
      title: 'Ein Ozean',
      season: 2,
      episode: 3,
    });
  });

  it('keeps Series as a title word otherwise', () => {
    expect(parseReleaseName('The.Series.2.Movie.2001.DVDRip.XviD-GRP')).toMatchObject({
      title: 'The Series 2 Movie',
      type: 'movie',
    });
    expect(parseReleaseName('Series.7.Die.Anderen.2001.DVDRip.XviD-GRP').title).toBe('Series 7 Die Anderen');
  });

  it('ends the title at Pt.N like Part.N', () => {
    expect(parseReleaseName('Ein.Dorf.Pt.1.720p.HDTV.x264-GRP').title).toBe('Ein Dorf');
  });
});

describe('scene names of games, software, magazines and music videos', () => {
  it.each([
    ['Ein.Spiel.v1.2.3.incl.DLC-GRP', 'Ein Spiel'],
    ['Ein.Spiel.Crackfix-GRP', 'Ein Spiel'],
    ['Ein.Programm.v2.1.Portable-GRP', 'Ein Programm'],
    ['Ein.Programm.for.Android.v2.1-GRP', 'Ein Programm'],
    ['Ein.Magazin.06.2021.German.eBook-GRP', 'Ein Magazin'],
  ])('category words are tags before the group: %s', (name, title) => {
    expect(parseReleaseName(name)).toMatchObject({ title, type: 'other', group: 'GRP' });
  });

  it('reads music-video sources as music', () => {
    expect(parseReleaseName('Ein.Chor.Live.in.Ein.Ort.2021.1080p.MBLURAY.x264-GRP')).toMatchObject({
      type: 'other',
      group: 'GRP',
    });
    expect(parseReleaseName('Ein.Chor.Ein.Konzert.2021.COMPLETE.MBLURAY-GRP').group).toBe('GRP');
  });
});

describe('P2P file sizes and disc counts are tags', () => {
  it.each([
    ['Ein Film (2016) 720p HDRip - 900MB - Grp', 'Grp'],
    ['Ein Film 2016 720p BluRay x264 1.4GB - Grp', 'Grp'],
    ['Ein Film (2016) HDTS 600MB - Grp', 'Grp'],
  ])('a size is not the group: %s', (name, group) => {
    expect(parseReleaseName(name).group).toBe(group);
  });

  it('a language before a disc count counts', () => {
    expect(parseReleaseName('Ein Film 2016 Hindi (1CD) DvDScr x264 AAC Grp').languages).toEqual(['hi']);
  });
});

describe('subtitle files and dubbing words', () => {
  it.each([
    'Ein.Film.2010.1080p.WEB.x264-GRP.English.srt',
    'Ein.Film.2010.1080p.WEB.x264-GRP.en.forced.srt',
    'Ein.Film.2010.1080p.WEB.x264-GRP.ger.srt',
  ])('a language before a subtitle extension is not audio and not the group: %s', (name) => {
    expect(parseReleaseName(name)).toMatchObject({ group: 'GRP', languages: [] });
  });

  it('keeps a dotted group before a subtitle extension', () => {
    expect(parseReleaseName('Ein.Film.2010.1080p.WEB.x264.GRP.srt').group).toBe('GRP');
  });

  it('reads Polish dubbing and voice-over tags', () => {
    expect(parseReleaseName('Ein.Film.2010.PLDUB.DVDRip.XviD-GRP').languages).toEqual(['pl']);
    expect(parseReleaseName('Ein.Film.2010.Lektor.PL.DVDRip.XviD-GRP').languages).toEqual(['pl']);
  });
});

describe('season words before an anime episode number', () => {
  it('reads Season 2 - 01 as season 2, episode 1, and Season 1-3 as a range', () => {
    expect(parseReleaseName('[Grp] Ein Drache Season 2 - 01 [1080p].mkv')).toMatchObject({
      title: 'Ein Drache',
      season: 2,
      episode: 1,
    });
    expect(parseReleaseName('Ein Dorf Season 1-3 720p').seasons).toEqual([1, 2, 3]);
  });
});

describe('tag words inside titles', () => {
  it.each([
    ['The.Complete.Stranger.2016.720p.BluRay.x264-GRP', 'The Complete Stranger'],
    ['The.Limited.Edition.Man.2010.720p.BluRay.x264-GRP', 'The Limited Edition Man'],
    ['The.Web.of.Lies.2019.720p.BluRay.x264-GRP', 'The Web of Lies'],
    ['Das.Internal.Memo.2019.German.720p.WEB.x264-GRP', 'Das Internal Memo'],
    ['Die.Cam.Frau.2018.German.DL.1080p.WEB.x264-GRP', 'Die Cam Frau'],
  ])('a tag followed by ordinary words belongs to the title: %s', (name, title) => {
    expect(parseReleaseName(name).title).toBe(title);
  });

  it('takes the source from the tags, not from the title word', () => {
    expect(parseReleaseName('Die.Cam.Frau.2018.German.DL.1080p.WEB.x264-GRP').source).toBe('WEB');
  });

  it.each([
    ['Ein.Film.BRRIP.MP4.x264.720p-GRP', 'Ein Film'],
    ['Ein.Film.Extended.HFR.48fps.1080p.BluRay.x264-GRP', 'Ein Film'],
    ['Ein Dorf Complete Collection', 'Ein Dorf'],
    ['Ein.Film.2004.PROPER.Der.Neue.Schnitt.720p.BluRay.x264-GRP', 'Ein Film'],
    ['Ein.Film.German.Subbed.SD.x264-GRP', 'Ein Film'],
  ])('but a tag before other tags, or after the year, still ends it: %s', (name, title) => {
    expect(parseReleaseName(name).title).toBe(title);
  });
});

describe('category words in video names', () => {
  it.each([
    ['The.Trainer.2019.1080p.WEB.x264-GRP', 'The Trainer'],
    ['Comic.Book.Villains.2022.1080p.WEB.x264-GRP', 'Comic Book Villains'],
    ['Windows.to.the.Soul.2019.720p.WEB.x264-GRP', 'Windows to the Soul'],
    ['The.Update.2019.720p.WEB.x264-GRP', 'The Update'],
    ['Der.Comic.Held.2019.German.720p.WEB.x264-GRP', 'Der Comic Held'],
  ])('are title words unless they stand where tags go: %s', (name, title) => {
    expect(parseReleaseName(name)).toMatchObject({ title, type: 'movie' });
  });

  it('still reads platform tags at the end of a game name with video-like tags', () => {
    expect(parseReleaseName('Ein_Spiel_2007_USA_BLUERAY_PS3-GRP')).toMatchObject({
      type: 'other',
      group: 'GRP',
    });
    expect(parseReleaseName('Ein.Spiel.Update.v1.0.5-GRP').type).toBe('other');
  });
});

describe('more signatures and anime numbering', () => {
  it('takes the signer after "by" following the tags, not a title word', () => {
    expect(parseReleaseName('Ein.Film.2015.WEB-DLRip.by.Signer').group).toBe('Signer');
    expect(parseReleaseName('Ein Dorf S04E07 [H264 - Ita Aac] HDTVMux by Signer').group).toBe('Signer');
    expect(parseReleaseName('Stand.by.Me.1986.720p.BluRay.x264-GRP')).toMatchObject({
      title: 'Stand by Me',
      group: 'GRP',
    });
  });

  it('reads a bare number after an anime season as the episode', () => {
    expect(parseReleaseName('[Grp] Ein Drache 2nd Season 05 [1080p]')).toMatchObject({
      title: 'Ein Drache',
      season: 2,
      episode: 5,
    });
    expect(parseReleaseName('Ein.Dorf.S02.720p.WEB.x264-GRP').episode).toBeNull();
  });
});
