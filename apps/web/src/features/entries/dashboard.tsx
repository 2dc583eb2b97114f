import type { DashboardEntryList } from '@regal/shared';
import {
  IconCopy,
  IconGauge,
  IconList,
  IconPhotoOff,
  IconPlaylistX,
  IconPlus,
  IconTrash,
  IconUserCheck,
  IconUserStar,
} from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

const listRoute = (path: string, list: DashboardEntryList): RouteObject => ({
  path,
  lazy: async () => {
    const { EntryListPage } = await import('./dashboard/pages/entry-list-page.tsx');
    return { element: <EntryListPage key={list} list={list} /> };
  },
});

const editor = async () => ({
  Component: (await import('./dashboard/pages/entry-editor-page.tsx')).EntryEditorPage,
});

/** The catalogue half of the back office (issue 10): home, entry lists, entry editor. */
export const entriesDashboard: DashboardFeature = {
  nav: [
    { to: '', label: 'catalogue:nav.home', icon: IconGauge, action: 'dashboard.view', group: 'overview' },
    {
      to: 'entries',
      label: 'catalogue:nav.entries',
      icon: IconList,
      action: 'entry.list',
      group: 'catalogue',
    },
    {
      to: 'entry/new',
      label: 'catalogue:nav.new',
      icon: IconPlus,
      action: 'entry.create',
      group: 'catalogue',
    },
    {
      to: 'entry/myapps',
      label: 'catalogue:nav.myapps',
      icon: IconUserStar,
      action: 'entry.list',
      group: 'catalogue',
    },
    {
      to: 'entry/notverified',
      label: 'catalogue:nav.notverified',
      icon: IconUserCheck,
      action: 'entry.list',
      group: 'catalogue',
    },
    {
      to: 'entries/duplicated',
      label: 'catalogue:nav.duplicated',
      icon: IconCopy,
      action: 'entry.list',
      group: 'catalogue',
    },
    {
      to: 'entries/noimage',
      label: 'catalogue:nav.noimage',
      icon: IconPhotoOff,
      action: 'entry.list',
      group: 'catalogue',
    },
    {
      to: 'entries/norelease',
      label: 'catalogue:nav.norelease',
      icon: IconPlaylistX,
      action: 'entry.list',
      group: 'catalogue',
    },
    {
      to: 'entries/deleted',
      label: 'catalogue:nav.deleted',
      icon: IconTrash,
      action: 'entry.list',
      group: 'catalogue',
    },
  ],
  routes: [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('./dashboard/pages/dashboard-home-page.tsx')).DashboardHomePage,
      }),
    },
    listRoute('entries', 'all'),
    listRoute('entries/deleted', 'deleted'),
    listRoute('entries/duplicated', 'duplicated'),
    listRoute('entries/noimage', 'noimage'),
    listRoute('entries/norelease', 'norelease'),
    listRoute('entry/myapps', 'myapps'),
    listRoute('entry/notverified', 'notverified'),
    { path: 'entry/new', lazy: editor },
    { path: 'entry/edit/:id', lazy: editor, handle: { action: 'entry.list' } },
  ],
};
