import { RuleTextStore } from './RuleTextStore';

const text = {
  code: 'jspk10',
  name: '极速赛车',
  group: 'pk10' as const,
  title: '极速赛车玩法规则',
  sections: [{ heading: '开奖方式', paragraphs: ['每期开出十个号码'] }],
};

describe('RuleTextStore', () => {
  it('fetches a lottery’s rules once', async () => {
    const api = { ruleText: jest.fn().mockResolvedValue(text) };
    const rules = new RuleTextStore(api);
    expect(rules.isLoading('jspk10')).toBe(true);
    await Promise.all([rules.load('jspk10'), rules.load('jspk10')]);
    await rules.load('jspk10');
    expect(api.ruleText).toHaveBeenCalledTimes(1);
    expect(rules.texts.jspk10.title).toBe('极速赛车玩法规则');
    expect(rules.isLoading('jspk10')).toBe(false);
  });

  it('marks a failure and fetches again when asked', async () => {
    const api = { ruleText: jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(text) };
    const rules = new RuleTextStore(api);
    await rules.load('jspk10');
    expect(rules.failed.jspk10).toBe(true);
    await rules.load('jspk10');
    expect(rules.failed.jspk10).toBe(false);
    expect(rules.texts.jspk10).toEqual(text);
  });
});
