import { makeAutoObservable } from 'mobx';

export interface VideoPopup {
  active: boolean;
  lotteryCode: string;
  name: string;
}

export interface DescriptionPopup {
  active: boolean;
  lotteryCode: string;
  name: string;
  /** What the popup explains: the lottery's rules, or a prediction's explanation. */
  descriptionType: 'rules' | 'prediction';
  prediction?: { title: string; paragraphs: string[] };
}

const closedVideo: VideoPopup = { active: false, lotteryCode: '', name: '' };
const closedDescription: DescriptionPopup = { active: false, lotteryCode: '', name: '', descriptionType: 'rules' };

/** Site-wide popups (specification section 3, popup states): draw video, description / rules. */
export class PopupStore {
  video: VideoPopup = closedVideo;
  description: DescriptionPopup = closedDescription;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  openVideo(lotteryCode: string, name: string): void {
    this.video = { active: true, lotteryCode, name };
  }

  closeVideo(): void {
    this.video = closedVideo;
  }

  openRules(lotteryCode: string, name: string): void {
    this.description = { active: true, lotteryCode, name, descriptionType: 'rules' };
  }

  openPrediction(lotteryCode: string, name: string, prediction: { title: string; paragraphs: string[] }): void {
    this.description = { active: true, lotteryCode, name, descriptionType: 'prediction', prediction };
  }

  closeDescription(): void {
    this.description = closedDescription;
  }
}
