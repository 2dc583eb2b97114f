import dayjs from 'dayjs';

/** Spec 02 §9: date format DD.MM.YYYY HH:mm. */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dayjs(iso).format('DD.MM.YYYY HH:mm') : '–';
export const formatDate = (iso: string | null | undefined) => (iso ? dayjs(iso).format('DD.MM.YYYY') : '–');
