import { profileApi } from '../../api';
import { memberHttp } from '../../testing/memberHttp';
import { FeedbackStore } from './FeedbackStore';

const FEEDBACK = '/v1/cp168/apis/setting/feedback';

function setup() {
  const http = memberHttp().on('post', FEEDBACK, () => ({ id: 12 }));
  return { http, store: new FeedbackStore(profileApi(http)) };
}

describe('FeedbackStore (意见反馈)', () => {
  it.each([
    ['an empty message', '', '请填写反馈内容'],
    ['a message over 500 characters', '字'.repeat(501), expect.stringMatching(/500/)],
  ])('refuses %s without sending', async (_what, content, message) => {
    const { http, store } = setup();
    store.form.set('content', content);
    await store.submit();
    expect(store.form.errors.content).toEqual(message);
    expect(store.sent).toBe(false);
    expect(http.requestsTo('post', FEEDBACK)).toEqual([]);
  });

  it('sends the kind and the text as typed, and the contact only when given', async () => {
    const { http, store } = setup();
    store.form.set('type', 'bug');
    store.form.set('content', '<img src=x onerror=alert(1)> 走势图打不开');
    await store.submit();
    expect(http.requestsTo('post', FEEDBACK)[0].body).toEqual({
      type: 'bug',
      content: '<img src=x onerror=alert(1)> 走势图打不开',
    });
    expect(store.sent).toBe(true);
    store.again();
    expect([store.sent, store.form.values.content, store.form.values.type]).toEqual([false, '', 'bug']);
    store.form.set('content', '建议增加快3');
    store.form.set('contact', 'qq 12345');
    await store.submit();
    expect(http.requestsTo('post', FEEDBACK)[1].body).toEqual({
      type: 'bug',
      content: '建议增加快3',
      contact: 'qq 12345',
    });
  });

  it('shows a network failure above the button and keeps what was typed', async () => {
    const { http, store } = setup();
    store.form.set('content', '页面很好用');
    http.failNext();
    await store.submit();
    expect(store.form.message).toBe('网络连接失败，请检查网络');
    expect(store.form.values.content).toBe('页面很好用');
    expect(store.sent).toBe(false);
  });
});
