// A game's launch address (/api/game/getGame), for every place a game is opened.
import { useContractMutation } from '@/api/contract';

export const useGameLaunchCall = () => useContractMutation('/api/game/getGame');
