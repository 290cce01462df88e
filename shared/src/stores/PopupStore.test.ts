import { PopupStore } from './PopupStore';

describe('PopupStore', () => {
  it('opens and closes the draw video of a lottery', () => {
    const popups = new PopupStore();
    expect(popups.video.active).toBe(false);
    popups.openVideo('jspk10', '极速赛车');
    expect(popups.video).toEqual({ active: true, lotteryCode: 'jspk10', name: '极速赛车' });
    popups.closeVideo();
    expect(popups.video.active).toBe(false);
  });

  it('opens the rules of a lottery as a description', () => {
    const popups = new PopupStore();
    popups.openRules('hk6', '香港六合彩');
    expect(popups.description).toMatchObject({ active: true, lotteryCode: 'hk6', descriptionType: 'rules' });
    popups.closeDescription();
    expect(popups.description.active).toBe(false);
  });

  it('carries a prediction explanation', () => {
    const popups = new PopupStore();
    popups.openPrediction('jspk10', '极速赛车', { title: '说明', paragraphs: ['a'] });
    expect(popups.description).toMatchObject({
      descriptionType: 'prediction',
      prediction: { title: '说明', paragraphs: ['a'] },
    });
  });
});
