package columbiz

import (
	"math"

	cz "github.com/birdroost/roost/rules/columbiz"
	"github.com/birdroost/roost/scenes/tween"
)

// dieSprite is one of the eight dice on the table.
type dieSprite struct {
	face     int
	x, y     float64
	lift     float64 // bounce height while tumbling
	tumbling bool
	kept     bool // set aside (in the rules)
	marked   bool // chosen to be set aside with the next roll
	spent    bool
}

// syncDice makes the eight dice show the rules' dice (kept, free, spent),
// moving as few as possible, and slides them to their lanes.
func (s *Table) syncDice(animate bool) {
	st := s.st
	if st.Phase == cz.PhaseRolloff || st.Phase == cz.PhaseOver {
		s.placeDice(false)
		return
	}
	kept, free := st.Kept, st.Free
	rolling := st.Phase == cz.PhaseRoll
	assigned := [cz.NumDice]int{} // 0 unassigned, 1 kept, 2 free
	// Dice already set aside first, then dice just chosen to be set aside.
	for pass := 0; pass < 2; pass++ {
		for i := range s.dice {
			d := &s.dice[i]
			if assigned[i] == 0 && (pass == 0 && d.kept || pass == 1 && d.marked) && kept[d.face] > 0 {
				kept[d.face]--
				assigned[i] = 1
			}
		}
	}
	for i := range s.dice {
		d := &s.dice[i]
		if assigned[i] == 0 && !rolling && free[d.face] > 0 {
			free[d.face]--
			assigned[i] = 2
		}
	}
	for i := range s.dice {
		if assigned[i] != 0 {
			continue
		}
		d := &s.dice[i]
		if f := firstFace(kept); f > 0 {
			d.face = f
			kept[f]--
			assigned[i] = 1
		} else if f := firstFace(free); f > 0 && !rolling {
			d.face = f
			free[f]--
			assigned[i] = 2
		} else {
			assigned[i] = 2 // about to roll (or the turn has not rolled yet)
		}
	}
	// Spent dice: keep those already spent, then take free dice before kept ones.
	spent := st.Spent
	for i := range s.dice {
		d := &s.dice[i]
		d.kept = assigned[i] == 1
		if d.spent && spent[d.face] > 0 {
			spent[d.face]--
		} else {
			d.spent = false
		}
	}
	for pass := 0; pass < 2; pass++ {
		for i := range s.dice {
			d := &s.dice[i]
			if !d.spent && spent[d.face] > 0 && d.kept == (pass == 1) {
				d.spent = true
				spent[d.face]--
			}
		}
	}
	for i := range s.dice {
		d := &s.dice[i]
		if d.kept || d.spent || st.Phase != cz.PhaseDecide {
			d.marked = false
		}
	}
	s.placeDice(animate)
}

func firstFace(d cz.Dice) int {
	for f := 1; f <= 6; f++ {
		if d[f] > 0 {
			return f
		}
	}
	return 0
}

// dieHome is where die i rests: on the shelf when set aside or chosen to
// be, else in the tray. Each lane is packed from its left end, so the dice
// left in the tray never sit right of a gap where set-aside dice were.
func (s *Table) dieHome(i int) (float64, float64) {
	shelved := func(d *dieSprite) bool { return d.kept || d.marked }
	on := shelved(&s.dice[i])
	k := 0
	for j := 0; j < i; j++ {
		if shelved(&s.dice[j]) == on {
			k++
		}
	}
	if on {
		return s.lay.slot(s.lay.shelf, k)
	}
	return s.lay.slot(s.lay.trayL, k)
}

// placeDice moves every die to its place (one die's change of lane moves
// the others along).
func (s *Table) placeDice(animate bool) {
	for i := range s.dice {
		s.placeDie(i, animate)
	}
}

// placeDie moves a die to its lane.
func (s *Table) placeDie(i int, animate bool) {
	d := &s.dice[i]
	x, y := s.dieHome(i)
	if !animate {
		d.x, d.y = x, y
		return
	}
	if d.x != x || d.y != y {
		s.A.Anims.Add(tween.Par(tween.To(&d.x, x, 0.2, tween.OutCubic), tween.To(&d.y, y, 0.2, tween.OutCubic)))
	}
}

// tumble animates a roll: the rolling dice bounce, flicker through faces and
// settle one after another on the faces rolled (sorted, to read them easily).
func (s *Table) tumble(faces []int) {
	k := 0
	for i := range s.dice {
		d := &s.dice[i]
		if d.kept || k >= len(faces) {
			continue
		}
		final := faces[k]
		d.tumbling = true
		d.spent, d.marked = false, false
		dur := 0.55 + 0.09*float64(k)
		x0, y0 := s.lay.slot(s.lay.trayL, k)
		d.y = y0
		jit := (s.rng.Float64() - 0.5) * 10
		bounces := 2 + s.rng.Float64()
		last := 0
		first := k == 0
		s.A.Anims.Add(tween.Seq(tween.Over(dur, tween.Linear, func(p float64) {
			d.lift = math.Abs(math.Sin(p*math.Pi*bounces)) * 22 * (1 - p) * (1 - p)
			d.x = x0 + jit*math.Sin(p*math.Pi*3)*(1-p)
			if step := int(p * 14); step != last {
				last = step
				d.face = 1 + s.rng.IntN(6)
			}
		}), tween.Do(func() {
			d.tumbling, d.lift, d.face = false, 0, final
			d.x, d.y = s.dieHome(i) // the canvas may have changed shape meanwhile
			if first {
				s.A.Audio.Play("dice")
			}
		})))
		k++
	}
}

// syncDiceForRoll gets the dice ready for a roll: the kept ones on the shelf.
func (s *Table) syncDiceForRoll() {
	kept := s.st.Kept
	for i := range s.dice {
		d := &s.dice[i]
		if (d.kept || d.marked) && kept[d.face] > 0 {
			kept[d.face]--
			d.kept, d.marked = true, false
		} else {
			d.kept, d.marked = false, false
		}
		d.spent = false
	}
	// Anything the rules keep that no die shows yet (a resumed game).
	for i := range s.dice {
		if f := firstFace(kept); f > 0 && !s.dice[i].kept {
			s.dice[i].face, s.dice[i].kept = f, true
			kept[f]--
		}
	}
	s.placeDice(true)
}

// tumbling reports whether dice are still rolling on the table.
func (s *Table) tumbling() bool {
	for _, d := range s.dice {
		if d.tumbling {
			return true
		}
	}
	return false
}

// markedDice are the dice a person chose to set aside.
func (s *Table) markedDice() cz.Dice {
	var d cz.Dice
	for _, x := range s.dice {
		if x.marked && !x.kept {
			d[x.face]++
		}
	}
	return d
}

// mark lifts dice showing the faces of d (not yet set aside) to the shelf:
// a computer's choice, or the hint's.
func (s *Table) mark(d cz.Dice) {
	for i := range s.dice {
		x := &s.dice[i]
		if !x.kept && d[x.face] > 0 {
			d[x.face]--
			x.marked = true
		}
	}
}
