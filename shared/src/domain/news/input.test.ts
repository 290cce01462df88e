import { autoSummary, checkNewsInput, newsParagraphs } from './input';

const ok = { title: '春节期间开奖安排', body: '春节期间暂停开奖。\n\n恢复时间另行通知。' };

describe('checkNewsInput', () => {
  it('completes a minimal item: kind news, not pinned, published now, summary from the body', () => {
    expect(checkNewsInput(ok)).toEqual({
      ok: true,
      draft: {
        kind: 'news',
        title: '春节期间开奖安排',
        summary: '春节期间暂停开奖。 恢复时间另行通知。',
        body: '春节期间暂停开奖。\n\n恢复时间另行通知。',
        pinned: false,
        publishedAt: null,
      },
    });
  });

  it('keeps what the operator gives, trimmed', () => {
    const r = checkNewsInput({
      ...ok,
      title: '  公告  ',
      summary: ' 摘要 ',
      kind: 'notice',
      pinned: true,
      publishedAt: '2026-11-21T09:30:00+08:00',
    });
    expect(r).toEqual({
      ok: true,
      draft: {
        kind: 'notice',
        title: '公告',
        summary: '摘要',
        body: ok.body,
        pinned: true,
        publishedAt: Date.parse('2026-11-21T01:30:00Z'),
      },
    });
  });

  it.each<[string, unknown, string]>([
    ['not an object', [], '请求体应为一个对象，包含标题（title）和正文（body）'],
    ['no title', { body: 'x' }, '标题不能为空'],
    ['a blank title', { ...ok, title: '   ' }, '标题不能为空'],
    ['a title that is not text', { ...ok, title: 5 }, '标题应为文字'],
    ['a title of 61 characters', { ...ok, title: '字'.repeat(61) }, '标题不能超过 60 个字（现有 61 个）'],
    ['a title on two lines', { ...ok, title: '第一行\n第二行' }, '标题不能换行'],
    ['no body', { title: 't' }, '正文不能为空'],
    ['a body of 20001 characters', { ...ok, body: 'x'.repeat(20001) }, '正文不能超过 20000 个字（现有 20001 个）'],
    ['a summary of 201 characters', { ...ok, summary: '摘'.repeat(201) }, '摘要不能超过 200 个字（现有 201 个）'],
    ['an unknown kind', { ...ok, kind: 'ad' }, '类型只能是 notice（公告）或 news（资讯）'],
    ['pinned as text', { ...ok, pinned: 'yes' }, '置顶（pinned）只能是 true 或 false'],
    [
      'a time without an offset',
      { ...ok, publishedAt: '2026-11-21 09:30' },
      '发布时间应为带时区的时间，例如 2026-11-21T09:30:00+08:00',
    ],
    [
      'an impossible date',
      { ...ok, publishedAt: '2026-13-45T09:30:00Z' },
      '发布时间应为带时区的时间，例如 2026-11-21T09:30:00+08:00',
    ],
    ['a time in 2300', { ...ok, publishedAt: '2300-01-01T00:00:00Z' }, '发布时间应在 2000 年至 2100 年之间'],
    ['an unknown field', { ...ok, author: '某人' }, '不认识的字段：author'],
  ])('refuses %s', (_what, raw, message) => {
    const r = checkNewsInput(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toContain(message);
  });

  it('names every problem at once', () => {
    const r = checkNewsInput({ title: '', body: '', kind: 'x' });
    expect(r).toEqual({
      ok: false,
      errors: ['标题不能为空', '正文不能为空', '类型只能是 notice（公告）或 news（资讯）'],
    });
  });

  it('counts characters, not UTF-16 units: 60 emoji are a title of 60', () => {
    expect(checkNewsInput({ ...ok, title: '🎉'.repeat(60) }).ok).toBe(true);
  });
});

describe('autoSummary and newsParagraphs', () => {
  it.each([
    ['短文', 80, '短文'],
    ['一行\n\n  二行  ', 80, '一行 二行'],
    ['一二三四五六', 4, '一二三四…'],
  ])('autoSummary(%j, %i) → %j', (body, length, expected) => {
    expect(autoSummary(body, length)).toBe(expected);
  });

  it('splits paragraphs at blank lines and drops empty ones', () => {
    expect(newsParagraphs('第一段\n仍是第一段\n\n\n第二段\r\n\r\n  \n\n第三段  ')).toEqual([
      '第一段\n仍是第一段',
      '第二段',
      '第三段',
    ]);
  });
});
