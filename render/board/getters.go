package board

import (
	"kandahar/game"
	"kandahar/render/ui"
)

// What the board shows, as values, for those who read it without
// changing it (package input's hand).

// Camera is where the camera looks now.
func (b *Board) Camera() Camera { return b.Cam }

// HexOnScreen is the screen point of a hex's centre.
func (b *Board) HexOnScreen(h game.Hex) ui.Pt { return b.ToScreen(b.Lay.Center(h)) }

// Hovered is the hex under the pointer (NoHex: none).
func (b *Board) Hovered() game.Hex { return b.HoverHex }

// Pinned is the hex pinned in the inspector (NoHex: none).
func (b *Board) Pinned() game.Hex { return b.SelHex }

// SpreadHex is the hex whose stack is to be spread open.
func (b *Board) SpreadHex() game.Hex { return b.Spread.Hex }

// Target is the enemy unit chosen to attack (None: none).
func (b *Board) Target() game.PieceID { return b.AttackSel }

// Weapon is the weapon chosen for suppressive fire (None: none).
func (b *Board) Weapon() game.PieceID { return b.NomWeapon }

// Magnifying reports the magnifier shown.
func (b *Board) Magnifying() bool { return b.ShowPiece }
