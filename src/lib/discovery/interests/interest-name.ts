/**
 * An interest's name in the current language. The lookup lives with the pins that are tagged
 * with interests (`content/pins/interest-name.ts`), so content code (board and section name
 * suggestions) can name interests too; discovery code keeps importing it from here.
 */
export {
	interestName,
	interestNameKey,
	withInterestName,
} from '../../content/pins/interest-name.ts';
