/**
 * A locale file fetched on demand. Vite puts every file of one language (texts of each area, the
 * server's error texts, antd's and dayjs's locale) in one chunk, so a language is one download.
 */
export type LocaleLoader<T> = () => Promise<{ default: T }>;
