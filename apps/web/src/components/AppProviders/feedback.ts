import AppContext, { type useAppProps } from "antd/es/app/context";
import type { MessageType, TypeOpen } from "antd/es/message/interface";
import type { HookAPI, ModalFuncWithPromise } from "antd/es/modal/useModal";
import type { NotificationInstance } from "antd/es/notification/interface";
import { useContext } from "react";

/**
 * `App.useApp()` for every screen, without antd's App in the first download. antd's App brings the
 * message, notification and modal code (about 26 kB compressed) that a visit needs only once
 * something is said or asked. Screens get this stand-in from `useFeedback()` (or antd's
 * `App.useApp()`, which reads the same context but brings antd's App code into the screen's chunk).
 * It fetches the real API (FeedbackHolder) when first used, or once the page has settled, and
 * passes every call on to it, in order, as soon as it is there.
 */

type Feedback = useAppProps;

let real: Feedback | undefined;
const waiting: ((feedback: Feedback) => void)[] = [];
let wanted = () => {};

function withFeedback(use: (feedback: Feedback) => void): void {
  if (real) {
    use(real);
    return;
  }
  waiting.push(use);
  wanted();
}

/** Called by FeedbackHolder with antd's real API; calls made meanwhile run now. */
export function attachFeedback(feedback: Feedback): void {
  real = feedback;
  for (const use of waiting.splice(0)) use(feedback);
}

/** The provider's way to hear that a screen wants to say something before the real API is in. */
export function whenFeedbackWanted(listener: () => void): void {
  wanted = listener;
}

/** A message's handle: closes it (once shown) and resolves when it has gone, like antd's own. */
function deferredMessage(open: (feedback: Feedback) => MessageType): MessageType {
  let close: (() => void) | undefined;
  let closeRequested = false;
  const gone = new Promise<boolean>((resolve) =>
    withFeedback((feedback) => {
      const handle = open(feedback);
      close = handle;
      if (closeRequested) handle();
      void handle.then(resolve);
    }),
  );
  const then: PromiseLike<boolean>["then"] = (onDone, onFailed) => gone.then(onDone, onFailed);
  return Object.assign(
    () => {
      closeRequested = true;
      close?.();
    },
    { then },
  );
}

const messageMethod =
  (method: "info" | "success" | "error" | "warning" | "loading"): TypeOpen =>
  (...args) =>
    deferredMessage((feedback) => feedback.message[method](...args));

const notificationMethod =
  (method: "success" | "error" | "info" | "warning" | "open"): NotificationInstance["open"] =>
  (args) =>
    withFeedback((feedback) => feedback.notification[method](args));

/** A dialog's handle: update and destroy reach the dialog once it is open; `then` tells how it closed. */
const modalMethod =
  (method: keyof HookAPI): ModalFuncWithPromise =>
  (props) => {
    let dialog: ReturnType<ModalFuncWithPromise> | undefined;
    const pending: ((opened: ReturnType<ModalFuncWithPromise>) => void)[] = [];
    const onceOpen = (use: (opened: ReturnType<ModalFuncWithPromise>) => void) => {
      if (dialog) use(dialog);
      else pending.push(use);
    };
    const closed = new Promise<boolean>((resolve) =>
      withFeedback((feedback) => {
        const opened = feedback.modal[method](props);
        dialog = opened;
        void opened.then(resolve, () => resolve(false));
        for (const use of pending.splice(0)) use(opened);
      }),
    );
    return {
      destroy: () => onceOpen((opened) => opened.destroy()),
      update: (config) => onceOpen((opened) => opened.update(config)),
      // biome-ignore lint/suspicious/noThenProperty: antd's dialog handle is thenable, so the stand-in is too.
      then: (resolve) => closed.then(resolve),
    };
  };

export const FEEDBACK: Feedback = {
  message: {
    info: messageMethod("info"),
    success: messageMethod("success"),
    error: messageMethod("error"),
    warning: messageMethod("warning"),
    loading: messageMethod("loading"),
    open: (args) => deferredMessage((feedback) => feedback.message.open(args)),
    destroy: (key) => real?.message.destroy(key),
  },
  notification: {
    success: notificationMethod("success"),
    error: notificationMethod("error"),
    info: notificationMethod("info"),
    warning: notificationMethod("warning"),
    open: notificationMethod("open"),
    destroy: (key) => real?.notification.destroy(key),
  },
  modal: {
    info: modalMethod("info"),
    success: modalMethod("success"),
    error: modalMethod("error"),
    warning: modalMethod("warning"),
    confirm: modalMethod("confirm"),
  },
};

/** `{ message, notification, modal }` as antd's `App.useApp()` gives them; see above. */
export function useFeedback(): Feedback {
  return useContext(AppContext);
}
