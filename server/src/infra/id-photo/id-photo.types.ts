import type { IdDocument } from 'api-client';

export type { IdDocument };

/** Pixels of the analysed photo (upright: EXIF orientation applied), y growing downwards. */
export interface Point {
  x: number;
  y: number;
}

/**
 * What the face analysis found in a photo (face-measure.ts): every value the checks and the crop need, in the
 * photo's own pixels. Measured once; the crop and the report are computed from it.
 */
export interface FaceMeasurement {
  /** The analysed photo's size. */
  width: number;
  height: number;
  /** Faces found with confidence (more than one: refused). */
  faceCount: number;
  /** Top of the head, hair included (from the person segmentation above the face). */
  crown: Point;
  /** Bottom of the chin (from the face mesh). */
  chin: Point;
  /** The eyes' centres (from the iris model where it answered, else the mesh), the person's left and right as seen in the photo. */
  leftEye: Point;
  rightEye: Point;
  /** Head roll in degrees from the eye line (positive: the right side lower), yaw from the mesh (0 facing the camera), pitch from the mesh. */
  rollDeg: number;
  yawDeg: number;
  pitchDeg: number;
  /** Each eye's openness: lid gap over eye width (about 0.25-0.35 open, under 0.1 closed). */
  eyeOpenness: { left: number; right: number };
  /** The emotion model's scores (0..1) of the most confident face: neutral, happy, surprise… */
  expression: Record<string, number>;
  /** Variance of the Laplacian on the face region at a fixed working size (higher is sharper). */
  sharpness: number;
  /** Mean luminance of the face's left half over its right half (1 is even). */
  lightingBalance: number;
  /** The background (outside the person) : its mean colour and its standard deviation of luminance (0..255). */
  background: { mean: [number, number, number]; luminanceStdDev: number };
}

/** Why a photo cannot make an ID photo, in words the user reads, with what to do. */
export interface RetakeReason {
  /** Stable id of the check: 'one-face', 'eyes-open', 'facing-camera', 'head-level', 'neutral-expression', 'sharp', 'even-light', 'background', 'head-size'. */
  rule: string;
  /** "Your eyes look closed." */
  message: string;
  /** "Take the photo again with your eyes open, looking at the camera." */
  advice: string;
}

/** One line of the compliance report: the measured value against the rule. */
export interface ReportLine {
  /** "Head height", "Eye line from the bottom", "Photo size", "File size", "Background", "Head tilt"… */
  rule: string;
  /** "31.8 mm" */
  measured: string;
  /** "25–35 mm" */
  required: string;
  ok: boolean;
}

/** The paper sizes of print sheets, each at 300 DPI. */
export type SheetPaper = '4x6in' | '10x15cm' | 'A4';

export interface MadeSheet {
  paper: SheetPaper;
  jpeg: Buffer;
  width: number;
  height: number;
  copies: number;
}

/** An ID photo made to a document's rules, its print sheets and its report. */
export interface MadeIdPhoto {
  /** The digital file (the document's digital size, else its print size at 300 DPI): JPEG with that DPI in its metadata. */
  photo: { jpeg: Buffer; width: number; height: number };
  sheets: MadeSheet[];
  report: ReportLine[];
}

/** Makes ID photos on this machine (worker threads: the analysis and the pixels never run on the event loop). */
export interface IdPhotoMaker {
  /**
   * Measures the photo and makes the document's photo, or answers why it must be retaken (nothing made then).
   * Rejects only when the engine fails (not the photo).
   */
  make(photo: Buffer, document: IdDocument): Promise<{ made: MadeIdPhoto } | { retake: RetakeReason[] }>;
}
