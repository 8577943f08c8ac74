import { useId } from 'react';
import type { VideoUpload } from '~/lib/platform/media/video/video-upload.ts';
import builderVideo from '~/messages/builder-video/index.ts';
import './video-cover-picker.css';

interface Props {
	video: Pick<VideoUpload, 'frames'>;
	/** The chosen frame's media id. */
	value: string | null;
	onChange: (mediaId: string) => void;
	/** The group's visible name. */
	legend?: string;
	disabled?: boolean;
}

/**
 * U-23: the 5 candidate cover frames of a video as a radio group (arrow keys move between
 * frames, as native radios do; each frame is labelled by its place in the video).
 */
export function VideoCoverPicker(props: Props) {
	const t = builderVideo();
	const name = useId();
	const frames = props.video.frames;
	return (
		<fieldset className="video-cover-picker" disabled={props.disabled}>
			<legend>{props.legend ?? t.cover()}</legend>
			<div className="video-cover-picker__frames">
				{frames.map((frame, i) => {
					const picture = frame.images['236x'];
					return (
						<label key={frame.media_id} className="video-cover-picker__frame">
							<input
								type="radio"
								name={name}
								value={frame.media_id}
								checked={props.value === frame.media_id}
								onChange={() => props.onChange(frame.media_id)}
							/>
							<img
								src={picture.url}
								width={picture.width}
								height={picture.height}
								alt={t.frameOf({ n: i + 1, count: frames.length })}
							/>
						</label>
					);
				})}
			</div>
		</fieldset>
	);
}

VideoCoverPicker;
