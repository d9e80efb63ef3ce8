import { lazy, Suspense } from "react";

export interface FailedNoticeProps {
  title: string;
  onRetry: () => void;
}

export interface EmptyNoticeProps {
  description: string;
  className?: string;
}

/**
 * What a list shows when it could not be loaded, or has nothing in it. antd's Alert and Empty
 * (with their icons and illustration) are fetched only when a list first needs one, which a first
 * visit to a working page never does.
 */
const notices = () => import("./notices");
const LazyFailed = lazy(() => notices().then((module) => ({ default: module.FailedNotice })));
const LazyEmpty = lazy(() => notices().then((module) => ({ default: module.EmptyNotice })));

export function ListFailed(props: FailedNoticeProps) {
  return (
    <Suspense fallback={null}>
      <LazyFailed {...props} />
    </Suspense>
  );
}

export function ListEmpty(props: EmptyNoticeProps) {
  return (
    <Suspense fallback={null}>
      <LazyEmpty {...props} />
    </Suspense>
  );
}
