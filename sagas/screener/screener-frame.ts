import { call, cancel, fork, put, race, select, take } from 'redux-saga/effects';
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import {
  completed,
  frameClosed,
  frameListening,
  frameOpened,
  heightReported,
  questionAnswered,
  selectScreener,
  selectScreenerFrame,
  type ScreenerFrame,
  type ScreenerState,
} from '../../src/features/screener/screener-slice';
import { parseFrameMessage, type FrameMessage } from '../../src/shared/domain/screener-messages';
import { services, type FrameEvent, type SagaServices } from '../shared/saga-services';

function messageChannel(windowMessages: SagaServices['windowMessages']): EventChannel<FrameEvent> {
  return eventChannel<FrameEvent>((emit) => windowMessages(emit), buffers.expanding(16));
}

/** One message of the questionnaire, turned into a screener event. */
function* handleMessage(message: FrameMessage) {
  const state: ScreenerState = yield select(selectScreener);
  const frame = state.frame;
  if (!frame) return;
  if (message.kind === 'height') {
    yield put(heightReported({ height: message.height }));
    return;
  }
  if (message.kind === 'question') {
    if (message.info.screenerId !== frame.study.screenerKey) return;
    yield put(questionAnswered({ ...message.info, enrollmentId: frame.enrollmentId }));
    return;
  }
  // The final object is acted on once: a second copy (a double click, a replayed message) is ignored.
  if (state.phase !== 'answering' || message.completion.screenerID !== frame.study.screenerKey) {
    console.warn(
      `[screener] completion ignored: phase ${state.phase}, screener ${message.completion.screenerID} (open: ${frame.study.screenerKey})`,
    );
    return;
  }
  yield put(completed(message.completion));
}

/**
 * Listens to the questionnaire while its page is open. Only messages from the app's own origin
 * count (the questionnaire is served by the app); anything else, or any other shape, is ignored.
 */
function* listen() {
  const { origin, windowMessages } = yield* services('origin', 'windowMessages');
  const channel: EventChannel<FrameEvent> = yield call(messageChannel, windowMessages);
  // Only now may the questionnaire be shown: from here on none of its messages is missed.
  const open: ScreenerFrame | null = yield select(selectScreenerFrame);
  if (open) yield put(frameListening({ enrollmentId: open.enrollmentId }));
  try {
    while (true) {
      const event: FrameEvent = yield take(channel);
      const looksFinal =
        typeof event.data === 'object' && event.data !== null && 'lastQuestion' in event.data;
      if (event.origin !== origin()) {
        if (looksFinal) console.warn(`[screener] completion from another origin ignored: ${event.origin}`);
        continue;
      }
      const message = parseFrameMessage(event.data);
      if (message) yield call(handleMessage, message);
      else if (looksFinal) console.warn('[screener] completion refused: it does not match its schema');
    }
  } finally {
    channel.close();
  }
}

function* whileFrameOpen() {
  yield race({ listen: call(listen), closed: take(frameClosed.type) });
}

/** Listens while a questionnaire is open; the latest one opened wins. */
export function* screenerFrameSaga() {
  // These sagas load lazily: a questionnaire may already be open when they start.
  const open: ScreenerFrame | null = yield select(selectScreenerFrame);
  let task: Task | null = open ? yield fork(whileFrameOpen) : null;
  while (true) {
    yield take(frameOpened.type);
    if (task) yield cancel(task);
    task = yield fork(whileFrameOpen);
  }
}
